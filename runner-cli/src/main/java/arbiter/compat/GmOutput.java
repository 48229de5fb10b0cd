package arbiter.compat;

import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.stats.Decision;
import arbiter.core.game.Variant;
import arbiter.match.MatchListener;
import arbiter.match.PlayedGame;
import arbiter.match.Standing;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;

/**
 * What fastchess or cutechess-cli prints while a match runs, printed from Arbiter's match events:
 * {@code Started game}, the CRC32 of the PGN file, {@code Finished game} with the peer's reason words, the result
 * blocks or score lines at the peer's intervals, warnings, and the end ({@link #finish}). Frameworks parse these
 * lines (fishtest the result block, OpenBench the {@code Finished game} lines), so their shapes follow the peers'
 * to the byte; the numbers come from {@link GmTally}.
 */
public final class GmOutput implements MatchListener {
    private static final Pattern UNLISTED = Pattern.compile("engine (.+) did not list option '(.+)' at its handshake.*");

    private final PrintWriter out;
    private final GmSettings settings;
    private final GmPlan plan;
    private final String first;
    private final String second;
    private final Variant game;
    private final GmTally tally = new GmTally();
    private final boolean penta;
    private final CRC32 crc = new CRC32();
    private long crcLength;
    private final Map<String, int[]> faults = new LinkedHashMap<>();
    private final Map<String, Map<String, Integer>> outcomes = new LinkedHashMap<>();
    private Decision decision;
    private boolean blockJustPrinted;
    private java.util.function.Consumer<PlayedGame> afterEachGame = g -> { };
    private Runnable onWarning = () -> { };

    public GmOutput(PrintWriter out, GmSettings settings, GmPlan plan) {
        this.out = out;
        this.settings = settings;
        this.plan = plan;
        this.first = plan.engines().get(0).name();
        this.second = plan.engines().get(1).name();
        this.game = plan.rules().game();
        this.penta = settings.output == GmSettings.Output.FASTCHESS && settings.penta && plan.schedule().pairs();
        for (String n : List.of(first, second)) {
            faults.put(n, new int[2]);
            outcomes.put(n, new TreeMap<>());
        }
    }

    /** Starts the PGN's CRC32 from what the file holds (fastchess goes on from an existing file's bytes). */
    public synchronized void crcFrom(Path pgn) throws IOException {
        if (pgn != null && Files.isRegularFile(pgn)) {
            readInto(pgn);
        }
    }

    @Override
    public boolean checksPvs() {
        return settings.checkMatePvs;
    }

    @Override
    public java.util.regex.Pattern capturedLines() {
        if (settings.matchLines.isEmpty() || plan.pgn() == null) {
            return null;
        }
        return Pattern.compile(String.join("|", settings.matchLines.stream().map(r -> "(?:" + r + ")").toList()));
    }

    @Override
    public synchronized void gameStarted(int number, int total, String red, String black) {
        line("Started game " + number + " of " + total + " (" + red + " vs " + black + ")");
    }

    @Override
    public synchronized void gameFinished(PlayedGame g, Standing standing, int total) {
        Outcome o = g.game().outcome();
        boolean firstMovedFirst = g.red().equals(first);
        boolean cutechess = settings.output == GmSettings.Output.CUTECHESS_CLI;
        if (settings.crc32 && plan.pgn() != null) {
            try {
                readInto(plan.pgn().file());
                line("File " + plan.pgn().file() + " has CRC32: 0x" + Long.toHexString(crc.getValue()));
            } catch (IOException e) {
                warning("cannot read " + plan.pgn().file() + " for its CRC32: " + e.getMessage());
            }
        }
        pvWarnings(g);
        if (o.termination() == Termination.ILLEGAL_MOVE && !cutechess) {
            String move = GmReasons.refused(o);
            line("Warning; Illegal move " + (move == null ? "<none>" : move) + " played by " + loserName(g));
            onWarning.run();
        }
        String reason = GmReasons.text(o, game, cutechess || settings.output == GmSettings.Output.FASTCHESS_CUTECHESS);
        line("Finished game " + g.number() + " (" + g.red() + " vs " + g.black() + "): " + o.result().pgn() + " {"
                + reason + "}");
        count(g, o, reason);
        boolean pairDone = tally.add(g.round(), firstMovedFirst, o.result(), plan.schedule().pairs());
        decision = decide();
        int done = tally.games();
        boolean last = done == plan.games();
        blockJustPrinted = false;
        switch (settings.output) {
            case FASTCHESS -> {
                boolean due = penta ? pairDone && every(g.round(), settings.ratingInterval)
                        : every(done, settings.ratingInterval);
                if (due || last) {
                    block();
                }
            }
            case FASTCHESS_CUTECHESS -> {
                if (every(done, settings.scoreInterval)) {
                    score();
                }
                if (every(done, settings.ratingInterval) || last) {
                    eloLines(false);
                }
            }
            case CUTECHESS_CLI -> {
                score();
                if (every(done, settings.ratingInterval)) {
                    eloLines(true);
                }
            }
        }
        afterEachGame.accept(g);
    }

    /** What to do after a warning is printed ({@code -strict}: stop the run). */
    public synchronized void onWarning(Runnable action) {
        onWarning = action;
    }

    /** What to do after each game's lines are out (the caller's own duties: EPD output, stopping on a fault). */
    public synchronized void afterEachGame(java.util.function.Consumer<PlayedGame> action) {
        afterEachGame = action;
    }

    /**
     * Counts a game a resumed run played before (fastchess goes on with its statistics), printing nothing.
     *
     * @param number the game's number, from 1
     */
    public synchronized void earlier(int number, boolean firstMovedFirst, GameResult result) {
        tally.add(plan.schedule().round(number - 1) + 1, firstMovedFirst, result, plan.schedule().pairs());
        decision = decide();
    }

    /** fastchess's PV warnings, one line each (the position joined with {@code ::} as under {@code -testEnv}). */
    private void pvWarnings(PlayedGame g) {
        for (int i = 0; i < g.details().size(); i++) {
            PlayedGame.MoveDetail d = g.details().get(i);
            if (d == null || d.pvProblems().isEmpty()) {
                continue;
            }
            boolean redMoved = d.fenBefore().contains(" w ");
            String engine = redMoved ? g.red() : g.black();
            for (String p : d.pvProblems()) {
                line("Warning; " + p + " from " + engine + " :: Position; fen " + d.fenBefore());
                onWarning.run();
            }
        }
    }

    /** The sequential test's decision so far (the runner stops the match on one), or null. */
    public synchronized Decision decision() {
        return decision;
    }

    @Override
    public synchronized void warning(String text) {
        Matcher m = UNLISTED.matcher(text);
        boolean cutechess = settings.output == GmSettings.Output.CUTECHESS_CLI;
        String body = m.matches() ? m.group(1) + " doesn't have option " + m.group(2) : text;
        line((cutechess ? "Warning: " : "Warning; ") + body);
        onWarning.run();
    }

    /** Prints the lines that close the run: the last statistics, the test's verdict, {@code Finished match}. */
    public synchronized void finish(boolean interrupted, String resumeLine, long elapsedMs) {
        switch (settings.output) {
            case FASTCHESS -> {
                if (decision != null) {
                    block();
                    line("SPRT ([" + two(plan.sprt().elo0()) + ", " + two(plan.sprt().elo1()) + "]) completed - "
                            + (decision == Decision.H1_ACCEPTED ? "H1" : "H0") + " was accepted");
                }
                playerBlock();
            }
            case FASTCHESS_CUTECHESS -> {
                if (decision != null) {
                    score();
                    eloLines(false);
                    line("Tournament finished");
                }
            }
            case CUTECHESS_CLI -> {
                if (!blockJustPrinted) {
                    eloLines(true);
                }
                outcomeList();
            }
        }
        if (interrupted && resumeLine != null) {
            line(resumeLine);
        }
        line("Finished match");
        if (settings.output != GmSettings.Output.CUTECHESS_CLI) {
            long s = elapsedMs / 1000;
            line(String.format(Locale.ROOT, "Total Time: %02d:%02d:%02d (hours:minutes:seconds)", s / 3600,
                    s / 60 % 60, s % 60));
            line("");
        }
    }

    private void block() {
        String llr = plan.sprt() == null ? null : FastchessBlock.llrLine(tally.llr(plan.sprt(), penta),
                plan.sprt().lowerBound(), plan.sprt().upperBound(), plan.sprt().elo0(), plan.sprt().elo1());
        List<String> lines = penta
                ? FastchessBlock.block(header(), tally.pairWins(), tally.pairLosses(), tally.pairDraws(),
                tally.ptnml(), llr)
                : FastchessBlock.block(header(), tally.wins(), tally.losses(), tally.draws(), null, llr);
        lines.forEach(this::line);
        blockJustPrinted = true;
    }

    private void score() {
        line(settings.output == GmSettings.Output.CUTECHESS_CLI
                ? CutechessLines.cutechessScore(first, second, tally.wins(), tally.losses(), tally.draws())
                : CutechessLines.fastchessScore(first, second, tally.wins(), tally.losses(), tally.draws()));
    }

    private void eloLines(boolean cutechessCli) {
        if (cutechessCli) {
            int[] w = tally.byColour(0), b = tally.byColour(1);
            CutechessLines.cutechessSides(first, w[0], w[1], w[2], b[0], b[1], b[2]).forEach(this::line);
            line(CutechessLines.cutechessElo(tally.wins(), tally.losses(), tally.draws()));
            line(CutechessLines.cutechessSprt(cutechessSprt()));
        } else {
            line(CutechessLines.fastchessElo(tally.wins(), tally.losses(), tally.draws()));
            if (plan.sprt() != null) {
                line(CutechessLines.fastchessSprt(tally.llr(plan.sprt(), false), plan.sprt().lowerBound(),
                        plan.sprt().upperBound()));
            }
        }
        blockJustPrinted = true;
    }

    /** cutechess-cli's own test (its BayesElo model), which it prints and stops on even without -sprt (±inf). */
    private CutechessStats.Sprt cutechessSprt() {
        var t = plan.sprt();
        return t == null ? CutechessStats.sprt(tally.wins(), tally.losses(), tally.draws(), 0, 0, 0, 0)
                : CutechessStats.sprt(tally.wins(), tally.losses(), tally.draws(), t.elo0(), t.elo1(), t.alpha(),
                t.beta());
    }

    /** The test's decision as the imitated program takes it. */
    private Decision decide() {
        if (plan.sprt() == null) {
            return null;
        }
        return settings.output == GmSettings.Output.CUTECHESS_CLI ? cutechessSprt().decision()
                : tally.decision(plan.sprt(), penta);
    }

    private String header() {
        var a = plan.engines().get(0);
        var b = plan.engines().get(1);
        return FastchessBlock.header(first, second, FastchessBlock.both(GmHeader.limit(a), GmHeader.limit(b)),
                FastchessBlock.both(FastchessBlock.threads(a.config().options().get("Threads")),
                        FastchessBlock.threads(b.config().options().get("Threads"))),
                FastchessBlock.both(FastchessBlock.hash(a.config().options().get("Hash")),
                        FastchessBlock.hash(b.config().options().get("Hash"))), plan.bookName());
    }

    /** fastchess's end-of-run note on engines that lost games on time or by crashing. */
    private void playerBlock() {
        boolean any = faults.values().stream().anyMatch(f -> f[0] + f[1] > 0);
        if (!any) {
            return;
        }
        line("");
        faults.forEach((name, f) -> {
            if (f[0] + f[1] > 0) {
                line("Player: " + name);
                line("  Timeouts: " + f[0]);
                line("  Crashed: " + f[1]);
            }
        });
        line("");
    }

    private void outcomeList() {
        outcomes.forEach((name, list) -> {
            line("");
            out.print("Player: " + name);
            list.forEach((k, v) -> out.print("\n   \"" + k + "\": " + v));
        });
        out.println();
        out.flush();
    }

    private void count(PlayedGame g, Outcome o, String reason) {
        Termination t = o.termination();
        if (o.result() != GameResult.DRAW && o.result() != GameResult.ONGOING) {
            String loser = loserName(g);
            if (t == Termination.TIME_FORFEIT) {
                faults.get(loser)[0]++;
            } else if (t == Termination.ENGINE_CRASH || t == Termination.STALLED) {
                faults.get(loser)[1]++;
            }
        }
        for (String name : List.of(g.red(), g.black())) {
            String key;
            if (o.result() == GameResult.DRAW) {
                key = reason;
            } else {
                boolean won = o.result() == GameResult.RED_WINS == name.equals(g.red());
                key = (won ? "Win: " : "Loss: ") + reason;
            }
            outcomes.get(name).merge(key, 1, Integer::sum);
        }
    }

    private static String loserName(PlayedGame g) {
        return g.game().outcome().result() == GameResult.RED_WINS ? g.black() : g.red();
    }

    /** Whether {@code n} is a multiple of {@code interval} (0: never). */
    private static boolean every(int n, int interval) {
        return interval > 0 && n % interval == 0;
    }

    private void readInto(Path pgn) throws IOException {
        try (InputStream in = Files.newInputStream(pgn)) {
            in.skipNBytes(crcLength);
            byte[] buf = new byte[1 << 16];
            for (int k; (k = in.read(buf)) > 0; ) {
                crc.update(buf, 0, k);
                crcLength += k;
            }
        }
    }

    private static String two(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }

    private void line(String s) {
        out.println(s);
        out.flush();
    }
}
