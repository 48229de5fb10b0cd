package arbiter.core.book;

import arbiter.core.game.Parsed;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A Polyglot opening book ({@code .bin}): 16-byte big-endian entries (position key, move, weight, learn) sorted by
 * key, as Polyglot, cutechess-cli and most chess GUIs read them. Keys are Polyglot's own Zobrist hash of a chess
 * position, computed here from its FEN. The book is held as primitive arrays and looked up by binary search.
 */
public final class PolyglotBook {
    private static final long[] RANDOM = random64();
    private static final String PIECES = "pPnNbBrRqQkK";

    private final long[] keys;
    private final short[] moves;
    private final short[] weights;

    private PolyglotBook(long[] keys, short[] moves, short[] weights) {
        this.keys = keys;
        this.moves = moves;
        this.weights = weights;
    }

    /** A move of the book with its weight. {@code move} is canonical coordinate text ({@code e2e4}, {@code e1g1}). */
    public record BookMove(String move, int weight) {
    }

    /**
     * Reads a whole book. An error names the file and what is wrong: a size that is not a multiple of 16 bytes, or
     * keys out of order (at which entry).
     */
    public static Parsed<PolyglotBook> read(byte[] data, String file) {
        if (data.length % 16 != 0) {
            return new Parsed.Err<>(file, data.length + " bytes is not a whole number of 16-byte Polyglot entries; "
                    + "expected a Polyglot .bin book");
        }
        int n = data.length / 16;
        if (n == 0) {
            return new Parsed.Err<>(file, "holds no entry; expected a Polyglot .bin book");
        }
        ByteBuffer b = ByteBuffer.wrap(data); // big-endian, as the format is
        long[] keys = new long[n];
        short[] moves = new short[n];
        short[] weights = new short[n];
        for (int i = 0; i < n; i++) {
            keys[i] = b.getLong();
            moves[i] = b.getShort();
            weights[i] = b.getShort();
            b.getInt(); // learn: unused
            if (i > 0 && Long.compareUnsigned(keys[i - 1], keys[i]) > 0) {
                return new Parsed.Err<>(file, "entry " + (i + 1) + " is out of key order; expected a Polyglot book "
                        + "sorted by key");
            }
        }
        return new Parsed.Ok<>(new PolyglotBook(keys, moves, weights));
    }

    /** How many entries the book holds. */
    public int size() {
        return keys.length;
    }

    /**
     * The book's moves for a standard chess position given as FEN, in file order (Polyglot writes the best first),
     * castling as the king's two-square move; moves of weight 0 are left out, as Polyglot's readers do.
     */
    public List<BookMove> moves(String fen) {
        long key = key(fen);
        int lo = 0, hi = keys.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (Long.compareUnsigned(keys[mid], key) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        List<BookMove> out = new ArrayList<>();
        String[] f = fen.trim().split("\\s+");
        for (int i = lo; i < keys.length && keys[i] == key; i++) {
            int w = weights[i] & 0xffff;
            if (w > 0) {
                out.add(new BookMove(text(moves[i] & 0xffff, f[0]), w));
            }
        }
        return out;
    }

    /**
     * Polyglot's key of a chess position from its FEN: the pieces, the castling rights ({@code KQkq} letters; the
     * format knows only the standard array), the en-passant file only when a pawn of the side to move stands beside
     * the pawn that just moved two squares, and the side to move.
     */
    public static long key(String fen) {
        String[] f = fen.trim().split("\\s+");
        char[][] board = placement(f[0]);
        long key = 0;
        for (int rank = 0; rank < 8; rank++) {
            for (int file = 0; file < 8; file++) {
                char c = board[rank][file];
                if (c != 0) {
                    key ^= RANDOM[64 * PIECES.indexOf(c) + 8 * rank + file];
                }
            }
        }
        String castling = f.length > 2 ? f[2] : "-";
        String rights = "KQkq";
        for (int i = 0; i < 4; i++) {
            if (castling.indexOf(rights.charAt(i)) >= 0) {
                key ^= RANDOM[768 + i];
            }
        }
        boolean white = f.length < 2 || !f[1].equals("b");
        if (f.length > 3 && f[3].length() == 2 && f[3].charAt(0) >= 'a' && f[3].charAt(0) <= 'h') {
            int file = f[3].charAt(0) - 'a';
            int rank = white ? 4 : 3; // where the capturing pawns stand
            char pawn = white ? 'P' : 'p';
            if ((file > 0 && board[rank][file - 1] == pawn) || (file < 7 && board[rank][file + 1] == pawn)) {
                key ^= RANDOM[772 + file];
            }
        }
        if (white) {
            key ^= RANDOM[780];
        }
        return key;
    }

    /** The FEN placement as [rank 0-7][file 0-7] of piece letters, 0 for empty. */
    private static char[][] placement(String field) {
        char[][] b = new char[8][8];
        String[] ranks = field.split("/");
        for (int r = 0; r < ranks.length && r < 8; r++) {
            int file = 0;
            for (char c : ranks[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                } else if (file < 8) {
                    b[7 - r][file++] = c;
                }
            }
        }
        return b;
    }

    /**
     * A Polyglot move (to file bits 0-2, to rank 3-5, from file 6-8, from rank 9-11, promotion 12-14: 1 knight,
     * 2 bishop, 3 rook, 4 queen) as canonical text; Polyglot's king-takes-rook castling becomes the king's
     * two-square move.
     */
    private static String text(int m, String placementField) {
        int toFile = m & 7, toRank = (m >> 3) & 7, fromFile = (m >> 6) & 7, fromRank = (m >> 9) & 7;
        int promo = (m >> 12) & 7;
        char[][] b = placement(placementField);
        char piece = b[fromRank][fromFile];
        if ((piece == 'K' || piece == 'k') && fromFile == 4 && (toFile == 7 || toFile == 0) && toRank == fromRank
                && b[toRank][toFile] == (piece == 'K' ? 'R' : 'r')) {
            toFile = toFile == 7 ? 6 : 2;
        }
        String s = "" + (char) ('a' + fromFile) + (fromRank + 1) + (char) ('a' + toFile) + (toRank + 1);
        return promo == 0 ? s : s + " nbrq".charAt(promo);
    }

    private static long[] random64() {
        try (InputStream in = PolyglotBook.class.getResourceAsStream("polyglot-random64.txt")) {
            if (in == null) {
                throw new IllegalStateException("polyglot-random64.txt is missing from the jar");
            }
            long[] r = new long[781];
            int i = 0;
            for (String line : new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\n")) {
                line = line.strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    r[i++] = Long.parseUnsignedLong(line, 16);
                }
            }
            if (i != 781) {
                throw new IllegalStateException("polyglot-random64.txt holds " + i + " keys; expected 781");
            }
            return r;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
