package arbiter.core.chess;

/**
 * Rook and bishop attacks by magic multiplication: for each square, the occupied squares that can block it
 * (the mask) are multiplied by a magic number whose top bits index a table of precomputed attack sets. The magics
 * were found by a seeded random search, which is kept as the fallback for a magic that does not hold.
 */
final class SlidingAttacks {
    private static final int[][] ROOK_STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_STEPS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] TABLE;
    /**
     * The magics the seeded search below finds, kept so that loading the class fills the tables without searching
     * (the search took 0.3-0.4 s of every chess command's start); each is checked as it is used, and a wrong one
     * would be searched for again.
     */
    private static final long[] ROOK_MAGICS = {
            0x1080004008801020L, 0x0840092002C03000L, 0x1900200010400900L, 0x0880100008000480L,
            0x4200100420080200L, 0x8100020100080400L, 0x0200040110886200L, 0x0200008040220411L,
            0x0404800084400220L, 0x0000401000402000L, 0x0086001081220440L, 0x0408800800100280L,
            0x000A001201040820L, 0x8848800200840080L, 0x4001000100040200L, 0x0442000102105084L,
            0x9080010020804100L, 0x0040404000201009L, 0x0000808010002009L, 0x2200090021D00100L,
            0x0008008008040080L, 0x0004004002010040L, 0x0011040008015042L, 0x00000A0001768104L,
            0x0000800080204009L, 0x2010004140002001L, 0x9800200280100080L, 0x1000100080080080L,
            0x0050500500080100L, 0x0000020080040080L, 0x0C10010400420810L, 0x1040008200005104L,
            0x01808240088004A0L, 0x0882804004802000L, 0x0880402001001100L, 0x2000210409001000L,
            0x2000480131001500L, 0x0000800400800200L, 0x000002380C001003L, 0x4600084882000431L,
            0x0080002000504000L, 0x0300500020004002L, 0x0040408200220011L, 0x0010040008004040L,
            0x0000080004008080L, 0x0010040002008080L, 0x2012004881020004L, 0x8300842444820011L,
            0x0088403882010200L, 0x0820400080210100L, 0x0110910040A00300L, 0x0801100280080480L,
            0x0242009008200600L, 0x1002000489500200L, 0x0040800200010080L, 0x0091800041000080L,
            0x0000209300488001L, 0x04C1002414824001L, 0x020020000B001041L, 0x7000100004200901L,
            0x8002002004100802L, 0x30010002084C0007L, 0x0888221800813004L, 0x4000002840840112L};
    private static final long[] BISHOP_MAGICS = {
            0x20C0090901061081L, 0x0024040094030104L, 0x8210810200290200L, 0x0011040484620000L,
            0x0081104002221000L, 0x0009012011001350L, 0x0081010802400380L, 0x0000420210010408L,
            0x0008105002280050L, 0x0001028484040044L, 0x2A00880810408804L, 0x7020022282000100L,
            0x0084040420100A50L, 0x000401010840E000L, 0x2020020210420888L, 0x0008084202012010L,
            0x2010400810018800L, 0x0445122008020840L, 0x0804100808002008L, 0x0008002104110100L,
            0x0061005820080800L, 0x2001000200820100L, 0x480C210084010800L, 0x3004442500480420L,
            0x1010102240048100L, 0x00182009084220A3L, 0x8803090A10004205L, 0x0208080040202020L,
            0x000C044084010040L, 0x00A1010002004106L, 0x6008210020640202L, 0x1600902112860801L,
            0x00042008C1220200L, 0x010C042002440140L, 0x5022080200040820L, 0x0402004042940100L,
            0x0860108400008020L, 0x000C080022021000L, 0x0264080652822100L, 0x4005031221010401L,
            0x0004502410008400L, 0x000500B010A20400L, 0x0415094050080800L, 0x080000201800A104L,
            0x4022A80304000110L, 0x4012140802028020L, 0x40200104010100A0L, 0x12810806008B0C41L,
            0x0020441008080000L, 0x2002120084045420L, 0x0704020062080002L, 0x0000001084040001L,
            0x0322200891240200L, 0xF040200210024800L, 0x0140824832008042L, 0x000210020A004602L,
            0x0083042805141020L, 0x002C12009A011000L, 0x0041A00044140400L, 0x00004004020A0202L,
            0x0000140010020210L, 0x2864160811012200L, 0x2060080841082A17L, 0xA010041108003100L};

    static {
        long seed = 0x9E3779B97F4A7C15L;
        int size = 0;
        for (int s = 0; s < 64; s++) {
            size += 1 << Long.bitCount(mask(s, ROOK_STEPS));
            size += 1 << Long.bitCount(mask(s, BISHOP_STEPS));
        }
        TABLE = new long[size];
        int offset = 0;
        long[] rng = {seed};
        for (int s = 0; s < 64; s++) {
            offset = fill(s, ROOK_STEPS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, offset, rng, ROOK_MAGICS[s]);
            offset = fill(s, BISHOP_STEPS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, offset, rng,
                    BISHOP_MAGICS[s]);
        }
    }

    private SlidingAttacks() {
    }

    /** The squares a rook on {@code square} attacks with {@code occupied} squares blocking (blockers included). */
    static long rook(int square, long occupied) {
        return TABLE[ROOK_OFFSET[square]
                + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
    }

    /** The squares a bishop on {@code square} attacks with {@code occupied} squares blocking (blockers included). */
    static long bishop(int square, long occupied) {
        return TABLE[BISHOP_OFFSET[square]
                + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
    }

    /** The attacks along the given steps found by walking the board, blockers included. */
    static long walk(int square, long occupied, int[][] steps) {
        long out = 0;
        for (int[] d : steps) {
            int f = (square & 7) + d[0];
            int r = (square >>> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << (r * 8 + f);
                out |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return out;
    }

    static long rookWalk(int square, long occupied) {
        return walk(square, occupied, ROOK_STEPS);
    }

    static long bishopWalk(int square, long occupied) {
        return walk(square, occupied, BISHOP_STEPS);
    }

    /** The squares whose occupancy matters: the rays without their last square (a blocker there changes nothing). */
    private static long mask(int square, int[][] steps) {
        long out = 0;
        for (int[] d : steps) {
            int f = (square & 7) + d[0];
            int r = (square >>> 3) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                out |= 1L << (r * 8 + f);
                f += d[0];
                r += d[1];
            }
        }
        return out;
    }

    private static int fill(int square, int[][] steps, long[] masks, long[] magics, int[] shifts, int[] offsets,
                            int offset, long[] rng, long known) {
        long mask = mask(square, steps);
        int bits = Long.bitCount(mask);
        int n = 1 << bits;
        long[] occupancy = new long[n];
        long[] attacks = new long[n];
        long subset = 0;
        for (int i = 0; i < n; i++) { // every subset of the mask (carry-rippler)
            occupancy[i] = subset;
            attacks[i] = walk(square, subset, steps);
            subset = (subset - mask) & mask;
        }
        int[] epoch = new int[n];
        long[] seen = new long[n];
        for (int attempt = 1; ; attempt++) {
            long magic = attempt == 1 && known != 0 ? known
                    : next(rng) & next(rng) & next(rng); // sparse numbers make good magics
            if (magic != known && Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                int idx = (int) ((occupancy[i] * magic) >>> (64 - bits));
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    seen[idx] = attacks[i];
                } else if (seen[idx] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                masks[square] = mask;
                magics[square] = magic;
                shifts[square] = 64 - bits;
                offsets[square] = offset;
                for (int i = 0; i < n; i++) {
                    TABLE[offset + (int) ((occupancy[i] * magic) >>> (64 - bits))] = attacks[i];
                }
                return offset + n;
            }
        }
    }

    /** xorshift64*: small, fast and good enough to find magics. */
    private static long next(long[] state) {
        long x = state[0];
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state[0] = x;
        return x * 0x2545F4914F6CDD1DL;
    }
}
