package arbiter.match;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.Game;
import arbiter.core.xiangqi.RuleSets;
import arbiter.engine.Answer;
import arbiter.engine.Engine;
import arbiter.engine.EngineConfig;
import arbiter.engine.EngineProtocol;
import arbiter.engine.GoLimits;
import arbiter.sample.SampleEngine;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Measures the delay the runner's side adds to an engine's think time, to choose the default {@code timemargin}:
 * for every move, the time from writing {@code go} to the answer's arrival on the reading thread, minus the
 * engine's own {@code info time} of its last completed iteration (a depth-limited search answers right after
 * it). What is left is the pipe both ways, the engine's own overhead after its last info line and the runner's
 * reading thread: an upper bound of the runner's delay, since {@code go} write to engine receipt cannot be seen
 * apart. Two games at a time (as {@code --concurrency 2}) with busy threads loading the machine.
 * <p>
 * Not part of the build: {@code mvn -o -pl runner-cli -am test -Dtest=RunnerDelayProbe
 * -Darbiter.measure=true -Dsurefire.failIfNoSpecifiedTests=false [-Darbiter.measure.moves=600]
 * [-Darbiter.measure.load=2]}.
 */
@EnabledIfSystemProperty(named = "arbiter.measure", matches = "true")
class RunnerDelayProbe {

    @Test
    void measureTheRunnersDelayPerMove() throws Exception {
        int movesWanted = Integer.getInteger("arbiter.measure.moves", 600);
        int load = Integer.getInteger("arbiter.measure.load", 2);
        List<Double> delays = Collections.synchronizedList(new ArrayList<>());
        List<Thread> busy = new ArrayList<>();
        for (int i = 0; i < load; i++) {
            Thread t = new Thread(() -> {
                long x = 0;
                while (!Thread.currentThread().isInterrupted()) {
                    x += System.nanoTime() % 7;
                }
                if (x == 42) {
                    System.out.print("");
                }
            });
            t.setDaemon(true);
            t.start();
            busy.add(t);
        }
        List<Thread> players = new ArrayList<>();
        for (int w = 0; w < 2; w++) {
            int seed = w;
            Thread t = new Thread(() -> play(seed, movesWanted / 2, delays));
            t.start();
            players.add(t);
        }
        for (Thread t : players) {
            t.join();
        }
        busy.forEach(Thread::interrupt);
        List<Double> d = new ArrayList<>(delays);
        Collections.sort(d);
        System.out.printf(Locale.ROOT, "runner delay over %d moves (ms): p50 %.2f  p90 %.2f  p99 %.2f  p99.9 %.2f  "
                        + "max %.2f%n", d.size(), at(d, 0.5), at(d, 0.9), at(d, 0.99), at(d, 0.999),
                d.get(d.size() - 1));
    }

    private static double at(List<Double> sorted, double q) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1));
    }

    private static void play(int seed, int moves, List<Double> delays) {
        Random random = new Random(seed);
        GoLimits limits = new GoLimits(null, null, null, null, null, null, null, 3);
        try (Engine a = Engine.start(sample("A" + seed), null, 10_000);
             Engine b = Engine.start(sample("B" + seed), null, 10_000)) {
            int done = 0;
            while (done < moves) {
                a.newGame(10_000);
                b.newGame(10_000);
                Game g = Game.start(Position.initial(), RuleSets.defaultRules());
                // a random first move or two so that the games differ
                for (int i = 0; i < 2; i++) {
                    List<Move> legal = g.position().legalMoves();
                    g = g.play(legal.get(random.nextInt(legal.size())));
                }
                while (!g.isOver() && g.ply() < 80 && done < moves) {
                    Engine e = g.ply() % 2 == 0 ? a : b;
                    Answer r = e.think(Position.INITIAL_FEN, g.moves().stream().map(Object::toString).toList(), limits, g.ply() % 2 == 0,
                            TimeUnit.SECONDS.toNanos(30));
                    Answer.Reply reply = (Answer.Reply) r;
                    if (reply.info() != null && reply.info().timeMs() != null) {
                        delays.add(reply.elapsedNanos() / 1e6 - reply.info().timeMs());
                    }
                    String text = ((arbiter.engine.BestMove.Played) reply.bestMove()).move();
                    g = g.play(e.protocol().readMove(text));
                    done++;
                }
            }
        } catch (Exception ex) {
            throw new IllegalStateException(ex);
        }
    }

    private static EngineConfig sample(String name) throws Exception {
        String cp = Path.of(SampleEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                + File.pathSeparator
                + Path.of(Position.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return new EngineConfig(name, Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                List.of("-XX:TieredStopAtLevel=1", "-cp", cp, SampleEngine.class.getName()), null,
                EngineProtocol.byName("uci"), Map.of());
    }
}
