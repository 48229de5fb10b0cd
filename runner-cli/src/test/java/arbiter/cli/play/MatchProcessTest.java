package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.RunnerProcess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.tournament.EventState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code match --state} as a separate process, killed with SIGKILL at random moments (once during its JVM's
 * start-up, then while games are played) and resumed until the match is done: every game is in the PGN exactly once and re-judges to its recorded
 * result, and the JSON lists each game once.
 */
public class MatchProcessTest {

    /** Game numbers (the Round tag) of the games in a match's PGN file, in file order. */
    static List<Integer> rounds(Path pgn) throws Exception {
        Matcher m = Pattern.compile("\\[Round \"(\\d+)\"\\]").matcher(Files.readString(pgn));
        List<Integer> out = new ArrayList<>();
        while (m.find()) {
            out.add(Integer.parseInt(m.group(1)));
        }
        return out;
    }

    @Test
    void killingAMatchAtRandomMomentsThenResumingLosesAndRepeatsNoGame(@TempDir Path dir) throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        Path state = dir.resolve("killed.state.json");
        List<String> original = new ArrayList<>(MatchResumeTest.matchArgs(dir, "killed"));
        original.addAll(List.of("--state", state.toString()));
        Path log = dir.resolve("killed.log");
        String run = RunnerProcess.newRunId();
        int kills = 0, again = 0, exit = -1;
        for (int attempt = 0; attempt < 12 && exit < 0; attempt++) {
            List<String> args = List.of("match", "--resume", state.toString());
            if (!Files.exists(state)) {
                if (attempt > 0) { // killed in its JVM's start-up, before it read the command line: nothing began
                    System.out.printf("MatchProcessTest: run %d died before saving a state; running the command "
                            + "again%n", attempt);
                    again++;
                }
                args = original;
            }
            RunnerProcess r = RunnerProcess.start(run, args, log, false);
            Process p = r.process();
            // the first kill lands anywhere in the JVM's start-up; later ones once engines play, as games end
            boolean kill = kills < 3;
            if (kill && kills > 0) {
                r.awaitEngines();
            }
            long delay = kills == 0 ? random.nextInt(1500) : 300 + random.nextInt(3000);
            if (kill && !p.waitFor(delay, TimeUnit.MILLISECONDS)) {
                p.destroyForcibly(); // SIGKILL: no shutdown hook runs
                p.waitFor(10, TimeUnit.SECONDS);
                kills++;
                continue;
            }
            assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the match did not finish (seed " + seed + ")");
            exit = p.exitValue();
        }
        String output = Files.readString(log);
        assertTrue(exit == 0 || exit == MatchCommand.EXIT_NO_DECISION || exit == MatchCommand.EXIT_H0,
                "exit " + exit + " (seed " + seed + "): " + output);
        System.out.printf("MatchProcessTest: killed %d times, %d of them before a state existed (seed %d)%n",
                kills, again, seed);
        assertTrue(kills > 0, "never killed (seed " + seed + ")");
        assertTrue(EventState.load(state).finished(), "the state says the match finished");
        int played = EventState.load(state).games().size();
        List<Integer> rounds = rounds(dir.resolve("killed.pgn"));
        assertEquals(played, rounds.size(), "whole games only, none twice (seed " + seed + ", " + kills + " kills)");
        assertEquals(played, new TreeSet<>(rounds).size(), "no game twice: " + rounds);
        List<Integer> numbers = new ArrayList<>();
        TournamentCommandTest.json(dir.resolve("killed.json")).get("games").forEach(g -> numbers.add(
                g.get("number").asInt()));
        assertEquals(new TreeSet<>(rounds), new TreeSet<>(numbers), "the JSON lists the PGN's games");
        assertEquals(played, numbers.size());
        assertTrue(played == MatchResumeTest.GAMES || exit != MatchCommand.EXIT_NO_DECISION, "all games played");
        Cli judged = Cli.run("adjudicate", dir.resolve("killed.pgn").toString());
        assertTrue(judged.out().contains(played + " games: " + played + " agree with the recorded result, 0 disagree"),
                judged.out());
        for (int i = 0; i < 100 && !RunnerProcess.processesOf(run).isEmpty(); i++) {
            Thread.sleep(100); // engines of a killed runner see end of input and exit
        }
        assertEquals(List.of(), RunnerProcess.processesOf(run), "engine processes left behind");
    }
}
