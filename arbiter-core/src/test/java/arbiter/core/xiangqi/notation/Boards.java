package arbiter.core.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;

/** Positions for the notation tests: a FEN (or START for the initial position) and moves played from it. */
final class Boards {

    private Boards() {
    }

    /** The position after playing {@code moves} ("-" for none, else coordinates separated by spaces). */
    static Position at(String fen, String moves) {
        Position p = fen.equals("START") ? Position.initial() : Position.fromFen(fen).orThrow();
        if (moves != null && !moves.isBlank() && !moves.equals("-")) {
            for (String t : moves.trim().split("\\s+")) {
                p = p.play(move(t)).orThrow();
            }
        }
        return p;
    }

    static Move move(String text) {
        Move m = Move.parse(text);
        assertNotNull(m, "bad move text in the test: " + text);
        return m;
    }
}
