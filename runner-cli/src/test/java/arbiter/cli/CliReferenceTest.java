package arbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * docs/cli.md holds each command's help as the program prints it, without the exit-code table it gives once; this
 * test keeps the page from drifting from picocli's own model (a changed option fails here until the page is
 * regenerated from {@code ./arbiter COMMAND --help}).
 */
public class CliReferenceTest {
    @ParameterizedTest(name = "arbiter {0}")
    @ValueSource(strings = {"", "match", "tournament", "serve", "merge", "adjudicate", "perft", "book", "convert",
        "bench"})
    void theReferencePageHoldsEachHelpAsPrinted(String command) throws Exception {
        CommandLine cl = Main.commandLine();
        CommandLine target = command.isEmpty() ? cl : cl.getSubcommands().get(command);
        target.getCommandSpec().usageMessage().width(80);
        StringWriter w = new StringWriter();
        target.usage(new PrintWriter(w));
        String help = w.toString();
        help = help.substring(0, help.indexOf("Exit codes (every command):")).stripTrailing();
        String page = Files.readString(Path.of("../docs/cli.md"));
        String heading = "## arbiter" + (command.isEmpty() ? "" : " " + command);
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(heading) + "\\n\\n```text\\n(.*?)\\n```", Pattern.DOTALL)
                .matcher(page);
        assertTrue(m.find(), heading + " is missing from docs/cli.md");
        assertEquals(help, m.group(1).stripTrailing(), "docs/cli.md is stale for " + heading
                + "; paste the output of ./arbiter " + command + " --help (without the exit-code table)");
    }
}
