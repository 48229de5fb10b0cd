package arbiter.sample;

/** Constructed positions shared by the tests; each test that relies on a property also asserts it. */
final class Positions {
    private Positions() {
    }

    /** Red mates with a0a9: the rook on i8 holds rank 8, the Red king on d0 holds d9 (flying general). */
    static final String MATE_IN_ONE = "4k4/8R/9/9/9/9/9/9/9/R2K5 w - - 0 1";
    /** The same after a0a9: Black is checkmated. */
    static final String CHECKMATED = "R3k4/8R/9/9/9/9/9/9/9/3K5 b - - 0 1";
    /** Black to move, not in check, and every king move is covered: stalemate, which loses in xiangqi. */
    static final String STALEMATED = "4k4/R8/9/9/9/9/9/9/5R3/3K5 b - - 0 1";
    /** The rooks face each other on the a-file, Red to move: a0a5 wins a rook. */
    static final String HANGING_ROOK = "4k4/9/9/9/r8/9/9/9/9/R2K5 w - - 0 1";
}
