package arbiter.core.chess;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Positions from random games with a fixed seed, for tests that check a property on many positions. */
final class RandomGames {
    private RandomGames() {
    }

    /**
     * The positions of {@code games} random games of at most {@code plies} plies each from {@code start}, start
     * included; a game stops early at mate or stalemate.
     */
    static List<ChessPosition> positions(ChessPosition start, int games, int plies, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<ChessPosition> out = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            ChessPosition p = start;
            out.add(p);
            for (int i = 0; i < plies; i++) {
                List<ChessMove> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                p = p.play(moves.get(rnd.nextInt(moves.size()))).orThrow();
                out.add(p);
            }
        }
        return out;
    }
}
