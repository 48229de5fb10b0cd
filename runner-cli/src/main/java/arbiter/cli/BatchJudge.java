package arbiter.cli;

import arbiter.core.board.Fen;
import arbiter.core.board.Parsed;
import arbiter.core.board.Position;
import arbiter.core.game.Adjudication;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.notation.Notation;
import arbiter.core.pgn.PgnChunks;
import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnReader;
import arbiter.core.rules.RuleSet;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Judges every game of PGN files, on one or more threads, keeping the games' order. */
final class BatchJudge {

    /** How a game's computed result compares with its record. */
    enum Kind {
        AGREES("agrees"),
        DIFFERENT_RESULT("different result"),
        ILLEGAL_MOVE("illegal move in the record"),
        ENDED_EARLIER("the rules end it before the record does"),
        NOT_ENDED("the rules do not end it"),
        UNREADABLE("unreadable");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /**
     * One judged game.
     *
     * @param where        {@code file:line: game N}
     * @param index        the game's index in its file
     * @param game         the game as read, or null when unreadable
     * @param adjudication the judgement, or null when unreadable
     * @param error        why it could not be judged, or null
     * @param recorded     the recorded result
     * @param kind         agreement or the kind of disagreement
     */
    record Judged(Path file, String where, int index, PgnGame game, Adjudication adjudication, String error,
                  String recorded, Kind kind) {
    }

    private BatchJudge() {
    }

    /** Reads and judges the files' games with {@code threads} threads; results in file and game order. */
    static List<Judged> judge(List<Path> files, String encoding, RuleSet rules, int threads) throws Exception {
        ExecutorService pool = threads > 1 ? Executors.newFixedThreadPool(threads) : null;
        try {
            List<java.util.concurrent.Callable<Judged>> tasks = new ArrayList<>();
            for (Path file : files) {
                String text = Records.decode(file, encoding);
                // reading is a fifth of the work: on one thread it would cap what the other threads can add
                List<PgnEntry> entries = pool == null ? PgnReader.read(text) : PgnChunks.read(text, threads * 2, pool);
                for (PgnEntry e : entries) {
                    if (e instanceof PgnEntry.Unreadable u) {
                        Judged j = new Judged(file, file + ":" + u.line() + ":" + u.column() + ": game " + u.index(),
                                u.index(), null, null, u.message(), null, Kind.UNREADABLE);
                        tasks.add(() -> j);
                    } else {
                        PgnGame g = ((PgnEntry.Read) e).game();
                        tasks.add(() -> one(file, e.index(), g, rules));
                    }
                }
            }
            List<Judged> out = new ArrayList<>(tasks.size());
            if (pool == null) {
                for (var t : tasks) {
                    out.add(t.call());
                }
                return out;
            }
            for (Future<Judged> f : pool.invokeAll(tasks)) {
                out.add(f.get());
            }
            return out;
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    static Judged one(Path file, int index, PgnGame g, RuleSet rules) {
        String where = file + ":" + g.line() + ": game " + index;
        String recorded = g.tag("Result") != null ? g.tag("Result") : g.result();
        Position start = Position.initial();
        if (g.tag("FEN") != null) {
            Parsed<Position> p = Fen.parse(g.tag("FEN"));
            if (p instanceof Parsed.Err<Position> e) {
                return new Judged(file, where, index, g, null, "FEN tag: " + e.describe(), recorded, Kind.UNREADABLE);
            }
            start = p.orThrow();
        }
        Notation n = Records.notation(g);
        if (n == null) {
            return new Judged(file, where, index, g, null, "cannot tell the notation of '" + g.moves().get(0)
                    + "'; expected coordinates, ICCS, WXF or Chinese, or a [Format] tag", recorded, Kind.UNREADABLE);
        }
        Parsed<Adjudication> read = Adjudication.ofNotation(start, g.moves(), n, rules);
        if (read instanceof Parsed.Err<Adjudication> e) {
            return new Judged(file, where, index, g, null, e.describe(), recorded, Kind.UNREADABLE);
        }
        Adjudication a = read.orThrow().withRecordedEnding(g.tag("Termination"), recorded, null);
        return new Judged(file, where, index, g, a, null, recorded, kind(a, recorded));
    }

    private static Kind kind(Adjudication a, String recorded) {
        Outcome o = a.outcome();
        if (o.result().pgn().equals(recorded)) {
            return Kind.AGREES;
        }
        if (!o.isOver()) {
            return Kind.NOT_ENDED;
        }
        if (o.termination() == Termination.ILLEGAL_MOVE && !o.reason().startsWith("as recorded")) {
            return Kind.ILLEGAL_MOVE;
        }
        return a.unplayed().isEmpty() ? Kind.DIFFERENT_RESULT : Kind.ENDED_EARLIER;
    }
}
