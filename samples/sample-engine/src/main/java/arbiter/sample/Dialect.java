package arbiter.sample;

import arbiter.core.xiangqi.board.Move;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The two protocols' differences in what the engine prints: handshake, option declarations, search information
 * and the answer when there is no move. What the engine reads is mostly shared (see {@link ProtocolLoop} and
 * {@link GoParser}).
 */
public enum Dialect {
    /** Universal Chess Interface as Pikafish speaks it. */
    UCI,
    /** The older Chinese UCCI protocol (ElephantEye and friends). */
    UCCI;

    static final String NAME = "ArbiterSample 0.1";
    static final String AUTHOR = "the Arbiter project";

    /** Everything printed in answer to {@code uci} or {@code ucci}, ending with {@code uciok}/{@code ucciok}. */
    List<String> handshake(EngineOptions options) {
        List<String> lines = new ArrayList<>();
        lines.add("id name " + NAME);
        if (this == UCCI) {
            lines.add("id copyright none");
        }
        lines.add("id author " + AUTHOR);
        lines.addAll(this == UCI ? options.uciDeclarations() : options.ucciDeclarations());
        lines.add(this == UCI ? "uciok" : "ucciok");
        return lines;
    }

    /** The answer with a move. */
    String bestMove(Move move) {
        return "bestmove " + move;
    }

    /** The answer when there is no legal move. */
    String noMove() {
        return this == UCI ? "bestmove (none)" : "nobestmove";
    }

    /** What {@code quit} is answered with, or null. */
    String goodbye() {
        return this == UCCI ? "bye" : null;
    }

    /**
     * The line for a completed iteration. UCI: {@code info depth D seldepth S score cp X|mate N nodes N nps N
     * time MS pv ...}. UCCI has no {@code cp}/{@code mate} words: the score is a bare number, mates as large ones.
     */
    String info(Searcher.Iteration it) {
        long nps = it.timeMs() > 0 ? it.nodes() * 1000 / it.timeMs() : it.nodes() * 1000;
        String pv = it.pv().stream().map(Move::toString).collect(Collectors.joining(" "));
        if (this == UCCI) {
            return "info depth " + it.depth() + " score " + it.score() + " time " + it.timeMs() + " nodes "
                    + it.nodes() + " pv " + pv;
        }
        return "info depth " + it.depth() + " seldepth " + it.seldepth() + " score " + uciScore(it.score())
                + " nodes " + it.nodes() + " nps " + nps + " time " + it.timeMs() + " pv " + pv;
    }

    /** {@code cp X}, or {@code mate N} in moves (negative when the engine is being mated). */
    static String uciScore(int score) {
        if (score >= Searcher.MATE_BOUND) {
            return "mate " + (Searcher.MATE - score + 1) / 2;
        }
        if (score <= -Searcher.MATE_BOUND) {
            return "mate -" + (Searcher.MATE + score) / 2;
        }
        return "cp " + score;
    }
}
