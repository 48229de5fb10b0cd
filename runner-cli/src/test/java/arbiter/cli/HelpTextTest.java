package arbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** The help texts: every word whole at 80 columns, and what they promise is what the commands do. */
public class HelpTextTest {

    private static String help(String command, int width) {
        CommandLine cl = Main.commandLine();
        CommandLine target = command.isEmpty() ? cl : cl.getSubcommands().get(command);
        target.getCommandSpec().usageMessage().width(width);
        StringWriter w = new StringWriter();
        target.usage(new PrintWriter(w));
        return w.toString();
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.split("\\s+")).filter(s -> !s.isEmpty()).toList();
    }

    @ParameterizedTest(name = "arbiter {0} --help")
    @ValueSource(strings = {"", "match", "tournament", "serve", "merge", "adjudicate", "perft", "book", "convert",
        "bench"})
    void noWordIsBrokenAndNoLineIsWiderThanEightyColumns(String command) {
        String narrow = help(command, 80);
        // the same text laid out so wide that nothing wraps: a word broken at 80 columns shows as two words
        List<String> whole = words(help(command, 2000)), wrapped = words(narrow);
        for (int i = 0; i < Math.min(whole.size(), wrapped.size()); i++) {
            assertEquals(whole.get(i), wrapped.get(i), "word " + i + " broken in:\n" + narrow);
        }
        assertEquals(whole.size(), wrapped.size(), narrow);
        narrow.lines().forEach(l -> assertTrue(l.length() <= 80, "wider than 80: " + l));
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            adjudicate | Moves separated by spaces or commas, all in one notation
            perft      | Depth in plies, 1 to 12.
            bench      | Perft depth, 1 to 8 (default: 5 for xiangqi, 6 for chess).
            tournament | A match takes two, a tournament two or more.
            match      | --sprt 200000
            """)
    void helpSaysWhatTheCommandDoes(String command, String promise) {
        assertTrue(help(command, 2000).contains(promise), help(command, 2000));
    }

    @org.junit.jupiter.api.Test
    void movesInEveryNotationTheHelpNamesAreAccepted() {
        for (String moves : List.of("h2e2 h9g7", "H2-E2 H9-G7", "C2.5 H8+7", "炮二平五 马８进７", "h2e2,h9g7")) {
            Cli r = Cli.run("adjudicate", "--moves", moves);
            assertEquals(0, r.exit(), moves + ": " + r.err());
            assertTrue(r.out().contains("the game goes on after ply 2"), moves + ": " + r.out());
        }
    }

    @org.junit.jupiter.api.Test
    void perftRefusesADepthBeyondTheLimitItsHelpStates() {
        Cli r = Cli.run("perft", "--depth", "13");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("expected 1 to 12"), r.err());
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "arbiter {0} --help at {1} columns")
    @org.junit.jupiter.params.provider.CsvSource({"'', 80", "'', 120", "match, 80", "match, 120", "tournament, 80",
        "tournament, 120", "serve, 80", "merge, 80", "adjudicate, 80", "adjudicate, 120", "perft, 80", "book, 80",
        "book, 120", "convert, 80", "bench, 80", "bench, 120", "fastchess, 80", "cutechess-cli, 80"})
    void noHelpLineIsBrokenInsideAWordOrAParenthesis(String command, int width) {
        picocli.CommandLine cl = Main.commandLine();
        picocli.CommandLine target = command.isEmpty() ? cl : cl.getSubcommands().get(command);
        target.getCommandSpec().usageMessage().width(width);
        java.io.StringWriter w = new java.io.StringWriter();
        target.usage(new java.io.PrintWriter(w));
        String previous = "";
        for (String line : w.toString().split("\n")) {
            assertTrue(line.length() <= width, "longer than " + width + ": " + line);
            // a line of an indented block laid out by hand that the renderer wrapped again falls back to the
            // margin mid-sentence ("(/proc/cpuinfo),", "build=)")
            boolean resumed = !line.isEmpty() && !line.startsWith(" ") && previous.startsWith(" ")
                    && (Character.isLowerCase(line.charAt(0)) || "()[],.;:".indexOf(line.charAt(0)) >= 0);
            assertTrue(!resumed, "wrapped twice: '" + previous + "' / '" + line + "'");
            previous = line;
        }
    }

    @ParameterizedTest(name = "arbiter {0} ...")
    @ValueSource(strings = {"match", "tournament", "serve", "merge", "adjudicate", "perft", "book", "convert",
        "bench", "fastchess", "cutechess-cli"})
    void aRunBuildsOnlyTheSubcommandItNamesAndItsHelpIsTheSame(String command) {
        CommandLine lean = Main.commandLine(command);
        assertEquals(List.of(command, "help"), List.copyOf(lean.getSubcommands().keySet()));
        StringWriter a = new StringWriter();
        StringWriter b = new StringWriter();
        lean.getSubcommands().get(command).usage(new PrintWriter(a));
        Main.commandLine().getSubcommands().get(command).usage(new PrintWriter(b));
        assertEquals(b.toString(), a.toString());
    }

    @ParameterizedTest(name = "arbiter {0}")
    @ValueSource(strings = {"help", "--help", "mtach", "-V"})
    void anythingElseBuildsEverySubcommandForTheHelpAndTheSuggestions(String first) {
        assertEquals(Main.commandLine().getSubcommands().keySet(), Main.commandLine(first).getSubcommands().keySet());
        assertEquals(Main.SUBCOMMANDS.size(), Main.commandLine(first).getSubcommands().size());
    }
}
