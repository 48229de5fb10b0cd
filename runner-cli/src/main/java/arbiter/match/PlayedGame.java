package arbiter.match;

import arbiter.core.book.Opening;
import arbiter.core.game.GameState;
import arbiter.core.pgn.PgnWriter;
import java.util.List;

/**
 * A finished game of a match.
 *
 * @param number       1-based game number in the match
 * @param round        1-based opening pair number
 * @param opening      the opening it started from
 * @param red          engine name playing Red
 * @param black        engine name playing Black
 * @param game         the judged game (its outcome is the result)
 * @param moves        every move with its PGN comment (book moves marked {@code book})
 * @param startEpochMs wall-clock start, ms since the epoch
 * @param durationMs   wall-clock duration, ms
 * @param redThinkMs   Red engine's measured think time, ms
 * @param blackThinkMs Black engine's measured think time, ms
 * @param details      per move of {@code moves}, what the engine said and its clock after the move; null entries for
 *                     book moves and moves that ended the game without an answer
 */
public record PlayedGame(int number, int round, Opening opening, String red, String black, GameState game,
                         List<PgnWriter.MoveText> moves, long startEpochMs, long durationMs, long redThinkMs,
                         long blackThinkMs, List<MoveDetail> details) {

    public PlayedGame {
        moves = List.copyOf(moves);
        details = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(details));
    }

    /** A game without per-move details (a forfeit). */
    public PlayedGame(int number, int round, Opening opening, String red, String black, GameState game,
                      List<PgnWriter.MoveText> moves, long startEpochMs, long durationMs, long redThinkMs,
                      long blackThinkMs) {
        this(number, round, opening, red, black, game, moves, startEpochMs, durationMs, redThinkMs, blackThinkMs,
                java.util.Collections.nCopies(moves.size(), null));
    }

    /**
     * What the engine said with one move.
     *
     * @param info       its last search information, or null
     * @param thinkMs    its measured think time, ms
     * @param timeLeftMs its clock after the move, ms, or -1 without a clock
     * @param pvProblems what is wrong with its principal variation, when PVs are checked (fastchess's warnings
     *                   without the engine's name: {@code Illegal PV move - move e2e5}); empty otherwise
     * @param fenBefore  the position the move was played in, when there are problems; else null
     * @param lines      the engine's lines kept during the search ({@link arbiter.engine.Engine#capture})
     */
    public record MoveDetail(arbiter.engine.Info info, long thinkMs, long timeLeftMs, List<String> pvProblems,
                             String fenBefore, List<String> lines) {
        public MoveDetail {
            pvProblems = List.copyOf(pvProblems);
            lines = List.copyOf(lines);
        }
    }
}
