package arbiter.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runner should ask the game, not ask which game it runs: a branch on a game's identity outside the game
 * packages ({@code == Xiangqi.INSTANCE}, {@code instanceof XiangqiState}, {@code name().equals("chess960")}) is
 * work a third game would have to repeat. Their number may only go down (issue 21's target is 0); this test pins
 * it so that none is added.
 */
public class GameIdentityBranchesTest {
    /** The branches counted when this test was written; lower it as they go. */
    static final int CEILING = 0;
    private static final Pattern BRANCH = Pattern.compile("equals\\(\"(chess960|xiangqi|chess)\"\\)"
            + "|\"(chess960|xiangqi|chess)\"\\.equals|Xiangqi\\.INSTANCE|instanceof (XiangqiState|ChessGame)");

    @Test
    void noNewBranchOnWhichGameIsPlayed() throws Exception {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    if (BRANCH.matcher(lines.get(i)).find()) {
                        found.add(f + ":" + (i + 1) + ": " + lines.get(i).strip());
                    }
                }
            }
        }
        assertTrue(found.size() <= CEILING, found.size() + " branches on the game's identity in the runner, at most "
                + CEILING + " allowed (ask the game instead):\n" + String.join("\n", found));
    }
}
