package arbiter.cli.play;

import arbiter.text.Decimals;
import arbiter.cli.common.Words;

import arbiter.core.game.Outcome;
import arbiter.core.stats.Elo;
import arbiter.core.stats.EloEstimate;
import arbiter.core.stats.Pentanomial;
import arbiter.core.stats.Wdl;
import arbiter.match.MatchListener;
import arbiter.match.PlayedGame;
import arbiter.match.Standing;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Prints a match as it goes: a line a finished game and the running score of engine A against B. */
public final class Console implements MatchListener {
    private final PrintWriter out;
    private final String a;
    private final String b;
    private final boolean terminal;
    private final SprtWatch sprt;
    private final arbiter.text.Texts texts;
    private final arbiter.core.game.Variant game;
    private final long startNanos = System.nanoTime();
    private long plies;
    private long thinkMs;
    /** When each game finished (nanoTime), for the busy time of the slots. */
    private final List<Long> finishes = new ArrayList<>();

    Console(PrintWriter out, String a, String b, boolean terminal, SprtWatch sprt) {
        this(out, a, b, terminal, sprt, arbiter.text.Texts.EN, arbiter.core.Variants.defaultVariant());
    }

    /** A console in the language of {@code texts}, for games of {@code game} (its side names). */
    Console(PrintWriter out, String a, String b, boolean terminal, SprtWatch sprt, arbiter.text.Texts texts,
            arbiter.core.game.Variant game) {
        this.texts = texts;
        this.game = game;
        this.out = out;
        this.sprt = sprt;
        this.a = a;
        this.b = b;
        this.terminal = terminal;
    }

    @Override
    public synchronized void gameStarted(int number, int total, String red, String black) {
        out.println(texts.get("match.started", String.valueOf(number), String.valueOf(total), red, black));
        out.flush();
    }

    @Override
    public synchronized void gameFinished(PlayedGame g, Standing s, int total) {
        Outcome o = g.game().outcome();
        out.println(texts.get("match.finished", String.valueOf(g.number()), String.valueOf(total), g.red(), g.black(),
                o.result().pgn(), o.termination() == null ? "unterminated" : o.termination().tag(),
                texts.verdict(o, game)));
        out.println(score(s));
        plies += g.moves().size();
        thinkMs += g.redThinkMs() + g.blackThinkMs();
        finishes.add(System.nanoTime());
        if (terminal) {
            out.println(progress(s.games(), total));
        }
        out.flush();
    }

    /** "[#######.............] 7/20 games, 0:41 elapsed, about 1:10 left". */
    private String progress(int done, int total) {
        int width = 30;
        int filled = (int) ((long) width * done / Math.max(1, total));
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000_000L;
        long left = done == 0 ? 0 : elapsed * (total - done) / done;
        return "[" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + texts.get("match.progress",
                String.valueOf(done), Words.count(total, "game"), clock(elapsed), clock(left), String.valueOf(total));
    }

    private static String clock(long s) {
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /**
     * The runner's own cost: plies per second of wall time, and per ply the busy slot time less the engines'
     * measured think time (what the runner spends on starting engines, I/O and judging). Busy slot time is the
     * wall time times the concurrency less the time each slot sat idle after its last game, when no game was left
     * for it while the others finished theirs.
     */
    synchronized void runnerCost(int concurrency) {
        long end = System.nanoTime();
        if (plies == 0) {
            return;
        }
        double wall = (end - startNanos) / 1e9;
        double busyMs = busyMs(startNanos, end, finishes, concurrency);
        double overheadMs = (busyMs - thinkMs) / plies;
        out.println(texts.get("match.runner", Words.count(plies, "ply"), fixed(wall, 1), fixed(plies / wall, 0),
                fixed(overheadMs, 3), Words.count(concurrency, "slot"), fixed(busyMs / 1000, 1),
                fixed(thinkMs / 1000.0, 1), String.valueOf(plies), String.valueOf(concurrency)));
        out.flush();
    }

    /**
     * Milliseconds the {@code slots} game slots were busy between {@code start} and {@code end} (nanoTime): every
     * slot from the start, each until its last game finished. A slot takes the next game as soon as it is free, so
     * the last {@code slots} games to finish are one slot's last game each.
     *
     * @param finishes when games finished (nanoTime), in order; only the last {@code slots} are used
     */
    static double busyMs(long start, long end, List<Long> finishes, int slots) {
        double idleNanos = 0;
        for (int i = Math.max(0, finishes.size() - slots); i < finishes.size(); i++) {
            idleNanos += end - finishes.get(i);
        }
        // with fewer games than slots, a slot that never played was idle throughout
        idleNanos += (double) Math.max(0, slots - finishes.size()) * (end - start);
        return ((double) slots * (end - start) - idleNanos) / 1e6;
    }
    @Override
    public synchronized void stopped(String why) {
        out.println(texts.get("match.stopped", why));
        out.flush();
    }

    synchronized void summary(Standing s) {
        out.println(texts.get("match.final", score(s)));
        out.flush();
    }

    /**
     * "Score of A vs B: 3 - 1 - 2 [0.667] 6 | Elo 120.4 +/- 210.3, LOS 84.1 %, draws 33.3 % | Ptnml(0-2) [..],
     * nElo .. | LLR 1.23 (-2.94, 2.94) [0.00, 5.00]" (the last part with --sprt).
     */
    String score(Standing s) {
        Wdl wdl = new Wdl(s.wins(), s.draws(), s.losses());
        StringBuilder sb = new StringBuilder();
        // written without a Formatter: this line follows every game (Decimals writes as %.Nf does)
        sb.append("Score of ").append(a).append(" vs ").append(b).append(": ").append(s.wins()).append(" - ")
                .append(s.losses()).append(" - ").append(s.draws()).append(" [")
                .append(Decimals.fixed(s.games() == 0 ? 0.5 : (s.wins() + 0.5 * s.draws()) / s.games(), 3))
                .append("] ").append(s.games());
        if (s.games() > 0) {
            EloEstimate e = Elo.fromWdl(wdl);
            sb.append(" | Elo ").append(num(e.elo())).append(" +/- ").append(num(e.errorMargin())).append(", LOS ")
                    .append(Decimals.fixed(e.los() * 100, 1)).append(" %, draws ")
                    .append(Decimals.fixed(100.0 * s.draws() / s.games(), 1)).append(" %");
        }
        long[] p = s.pentanomial();
        sb.append(" | Ptnml(0-2) [").append(p[0]).append(", ").append(p[1]).append(", ").append(p[2]).append(", ")
                .append(p[3]).append(", ").append(p[4]).append(']');
        long pairs = p[0] + p[1] + p[2] + p[3] + p[4];
        if (pairs > 0) {
            var n = Elo.normalized(Pentanomial.of(p));
            sb.append(", nElo ").append(num(n.nElo())).append(" +/- ").append(num(n.errorMargin()));
        }
        String llr = sprt == null ? null : sprt.line(s);
        if (llr != null) {
            sb.append(" | ").append(llr);
        }
        return sb.toString();
    }

    private static String fixed(double d, int decimals) {
        return Decimals.fixed(d, decimals);
    }

    private static String num(double d) {
        return Double.isFinite(d) ? Decimals.fixed(d, 1) : (d > 0 ? "+inf" : d < 0 ? "-inf" : "nan");
    }
}
