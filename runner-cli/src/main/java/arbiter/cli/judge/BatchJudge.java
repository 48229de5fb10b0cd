package arbiter.cli.judge;

import arbiter.cli.common.UserError;

import arbiter.core.game.Parsed;
import arbiter.core.game.Adjudication;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.RecordedEnding;
import arbiter.core.game.Termination;
import arbiter.core.game.Notation;
import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.game.Variant;
import arbiter.core.xiangqi.Xiangqi;
import arbiter.core.pgn.PgnStream;
import arbiter.core.pgn.PgnText;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Judges every game of PGN files as a stream: each file is read in bounded chunks ({@link PgnStream}), the chunks
 * are judged on the worker threads with at most {@code threads + 2} chunks in memory, and the judged games go to
 * a {@link Sink} in file and game order. Memory does not grow with the file.
 */
public final class BatchJudge {

    /** How a game's computed result compares with its record. */
    enum Kind {
        AGREES("agrees"),
        /** Agrees, and a side the rules obliged to vary (变着) did so in time. */
        AGREES_AFTER_VARYING("agreeing games in which the players repeated and the side that had to vary did"),
        /** The rules end it by a duty to vary broken: the record let a forbidden cycle go on past its grace. */
        FORBIDDEN_CYCLE_CONTINUED("a forbidden cycle went on past its grace"),
        DIFFERENT_RESULT("different result"),
        ILLEGAL_MOVE("illegal move in the record"),
        ILLEGAL_MOVE_THEN_PLAY("illegal move with moves after it"),
        ENDED_EARLIER("the rules end it before the record does"),
        NOT_ENDED("the rules do not end it"),
        UNREADABLE("unreadable");

        final String label;

        Kind(String label) {
            this.label = label;
        }

        /** Whether the game agrees with its record. */
        boolean agrees() {
            return this == AGREES || this == AGREES_AFTER_VARYING;
        }

        /** The name in JSON, e.g. {@code illegal-move-then-play}. */
        String json() {
            return name().toLowerCase().replace('_', '-');
        }
    }

    /**
     * One judged game.
     *
     * @param line         1-based line of the game (of the error, for an unreadable game)
     * @param column       1-based column of the error, or 0
     * @param index        the game's index in its file
     * @param game         the game as read, or null when unreadable
     * @param adjudication the judgement, or null when unreadable
     * @param error        why it could not be judged, or null
     * @param recorded     the recorded result
     * @param kind         agreement or the kind of disagreement
     * @param source       the game's text as read, or null when not kept
     * @param notation     the notation its moves were read in, or null when that was not told
     */
    record Judged(Path file, int line, int column, int index, PgnGame game, Adjudication adjudication, String error,
                  String recorded, Kind kind, PgnText source, Notation notation) {

        /** {@code file:line: game N} ({@code file:line:column: game N} for an unreadable game). */
        String where() {
            return file + ":" + line + (column > 0 ? ":" + column : "") + ": game " + index;
        }

        Judged shifted(int games, int lines) {
            return new Judged(file, line + lines, column, index + games, game, adjudication, error, recorded, kind,
                    source, notation);
        }

        /** This game without what ties it to the text it was read from, to be kept after the text is gone. */
        Judged detached() {
            PgnGame g = game == null ? null
                    : new PgnGame(game.tags(), new ArrayList<>(game.moves()), game.result(), game.line());
            return new Judged(file, line, column, index, g, adjudication, error, recorded, kind, null, notation);
        }
    }

    /** Receives the judged games in order; a failure to write is the sink's to report (as a {@link UserError}). */
    public interface Sink {
        /** Keeps nothing: for measuring the judging alone. */
        Sink DISCARD = new Sink() {
            @Override
            public void judged(Judged j) {
            }

            @Override
            public void fileDone(Path file, int games, Charset charset) {
            }
        };

        /** Keeps nothing but each file's number of games, given to {@code games}. */
        static Sink counting(java.util.function.IntConsumer games) {
            return new Sink() {
                @Override
                public void judged(Judged j) {
                }

                @Override
                public void fileDone(Path file, int n, Charset charset) {
                    games.accept(n);
                }
            };
        }

        void judged(Judged j);

        /** A file was read to its end: {@code games} entries (readable or not) in {@code charset}. */
        void fileDone(Path file, int games, Charset charset);
    }

    private record Pending(PgnStream.Chunk chunk, Future<Part> judged) {
    }

    /** A chunk's judged games (numbered from 1, lines from 1) and the facts of its cut. */
    private record Part(List<Judged> judged, boolean clean, int lineBreaks) {
    }

    private BatchJudge() {
    }

    /** Reads and judges the files' games with {@code threads} threads, handing them to {@code sink} in order. */
    public static void judge(List<Path> files, String encoding, Judging rules, int threads, Sink sink) throws Exception {
        judge(files, encoding, rules, threads, PgnStream.CHUNK, sink);
    }

    public static void judge(List<Path> files, String encoding, Judging rules, int threads, int chunkChars, Sink sink)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "adjudicate");
            t.setDaemon(true);
            return t;
        });
        try {
            for (Path file : files) {
                Charset charset = Records.charset(file, encoding);
                int games;
                try (Reader in = Records.open(file, charset)) {
                    games = judgeFile(file, new PgnStream(in, chunkChars), rules, pool, threads + 2, sink);
                } catch (IOException e) {
                    throw new UserError(file + ": cannot read (" + e.getMessage() + ")");
                }
                sink.fileDone(file, games, charset);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static int judgeFile(Path file, PgnStream stream, Judging rules, ExecutorService pool, int inFlight,
                                 Sink sink) throws Exception {
        Deque<Pending> queue = new ArrayDeque<>();
        int games = 0;
        int lines = 0;
        boolean more = true;
        while (true) {
            while (more && queue.size() < inFlight) {
                PgnStream.Chunk c = stream.next();
                if (c == null) {
                    more = false;
                } else {
                    queue.add(new Pending(c, pool.submit(() -> judgeChunk(file, c, rules))));
                }
            }
            Pending p = queue.poll();
            if (p == null) {
                return games;
            }
            PgnStream.Chunk chunk = p.chunk();
            Part part = result(p.judged());
            while (!part.clean()) {
                // the cut was not safe: read this chunk again together with the next one
                Pending q = queue.poll();
                PgnStream.Chunk next = q != null ? q.chunk() : more ? stream.next() : null;
                if (q != null) {
                    q.judged().cancel(true);
                }
                if (next == null) {
                    break;
                }
                chunk = chunk.join(next);
                part = judgeChunk(file, chunk, rules);
            }
            for (Judged j : part.judged()) {
                sink.judged(j.shifted(games, lines));
            }
            games += part.judged().size();
            lines += part.lineBreaks();
        }
    }

    private static Part result(Future<Part> f) throws Exception {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception x) {
                throw x;
            }
            throw e;
        }
    }

    private static Part judgeChunk(Path file, PgnStream.Chunk chunk, Judging rules) {
        PgnStream.Piece piece = PgnStream.read(chunk);
        List<Judged> out = new ArrayList<>(piece.games().size());
        for (PgnText t : piece.games()) {
            out.add(one(file, t, rules));
        }
        return new Part(out, piece.clean(), piece.lineBreaks());
    }

    /** Judges one game as read (its index and line as given). */
    static Judged one(Path file, PgnText t, Judging rules) {
        if (t.entry() instanceof PgnEntry.Unreadable u) {
            return new Judged(file, u.line(), u.column(), u.index(), null, null, u.message(), null, Kind.UNREADABLE, t,
                    null);
        }
        PgnGame g = ((PgnEntry.Read) t.entry()).game();
        int index = t.entry().index();
        String recorded = g.tag("Result") != null ? g.tag("Result") : g.result();
        Parsed<Variant> game = rules.gameOf(g);
        if (game instanceof Parsed.Err<Variant> e) {
            return unreadable(file, g, index, e.describe(), recorded, t);
        }
        Variant v = game.orThrow();
        Parsed<Notation> n = v.recordNotation(g.tag("Format"), g.tag("FEN"), g.moves());
        if (n instanceof Parsed.Err<Notation> e) {
            return unreadable(file, g, index, e.message() + ", or a [Format] tag", recorded, t);
        }
        Parsed<Adjudication> read = rules.replay(v, g.tag("FEN"), g.moves(), n.orThrow());
        if (read instanceof Parsed.Err<Adjudication> e) {
            java.util.regex.Matcher m = MOVE_FIELD.matcher(e.field());
            int[] place = m.lookingAt() ? g.movePlace(Integer.parseInt(m.group(1)) - 1) : null;
            if (place != null) { // the move's own line and column, not the game's first line
                return new Judged(file, place[0], place[1], index, g, null, e.describe(), recorded, Kind.UNREADABLE, t,
                        n.orThrow());
            }
            return unreadable(file, g, index, e.describe(), recorded, t);
        }
        GameResult result = GameResult.fromPgn(recorded);
        RecordedEnding ending = RecordedEnding.of(g.tag("Termination"), Fixer.finalComments(t), result);
        Adjudication a = read.orThrow().withRecordedEnding(ending, result);
        return new Judged(file, g.line(), 0, index, g, a, null, recorded, kind(a, recorded), t, n.orThrow());
    }

    /** The field of an error about a move token: {@code move 5 'zz99'} (the token's number from 1). */
    private static final java.util.regex.Pattern MOVE_FIELD = java.util.regex.Pattern.compile("move (\\d+) '");

    private static Judged unreadable(Path file, PgnGame g, int index, String why, String recorded, PgnText t) {
        return new Judged(file, g.line(), 0, index, g, null, why, recorded, Kind.UNREADABLE, t, null);
    }

    /**
     * Agreement, or the kind of disagreement. An illegal move in the record with moves after it never agrees,
     * whatever the result: the record shows a game the rules had already ended by that move.
     */
    static Kind kind(Adjudication a, String recorded) {
        Outcome o = a.outcome();
        boolean illegal = o.termination() == Termination.ILLEGAL_MOVE && !a.endedAsRecorded();
        if (illegal && !a.unplayed().isEmpty()) {
            return Kind.ILLEGAL_MOVE_THEN_PLAY;
        }
        if (o.result().pgn().equals(recorded)) {
            return a.game().duties().stream().anyMatch(d -> d.status() == arbiter.core.game.Duty.Status.MET)
                    ? Kind.AGREES_AFTER_VARYING : Kind.AGREES;
        }
        if (o.termination() == Termination.RULE_VIOLATION && !a.unplayed().isEmpty()) {
            return Kind.FORBIDDEN_CYCLE_CONTINUED;
        }
        if (!o.isOver()) {
            return Kind.NOT_ENDED;
        }
        if (illegal) {
            return Kind.ILLEGAL_MOVE;
        }
        return a.unplayed().isEmpty() ? Kind.DIFFERENT_RESULT : Kind.ENDED_EARLIER;
    }
}
