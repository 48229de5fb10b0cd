package arbiter.cli.play;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

public class MergeCommandTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            --pgnout without --pgn | --pgnout %/all.pgn | --pgnout needs --pgn
            --pgn without --pgnout | --pgn %/s1.pgn     | --pgn needs --pgnout
            """)
    void pgnOptionsThatCannotWorkAloneAreUsageErrors(String name, String options, String message,
                                                     @TempDir Path dir) throws Exception {
        Path shard = dir.resolve("s1.json");
        Files.writeString(shard, "{}");
        Files.writeString(dir.resolve("s1.pgn"), "");
        String[] extra = options.replace("%", dir.toString()).split(" ");
        String[] args = new String[extra.length + 2];
        args[0] = "merge";
        args[1] = shard.toString();
        System.arraycopy(extra, 0, args, 2, extra.length);
        Cli r = Cli.run(args);
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(message), r.err());
    }
}
