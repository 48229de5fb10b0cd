package arbiter.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** fastchess's command line as fastchess reads it: options, arity, keys and its error wording. */
class FastchessArgsTest {
    private static final String ENGINES = "-engine cmd=sf name=a -engine cmd=sf name=b -each nodes=100 ";

    private static List<String> argv(String line) {
        return Arrays.asList(line.trim().split(" +"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            an unknown option names its nearest neighbour | -rounds 1 -concurency 2 | Unrecognized option: -concurency parsing failed.: Did you mean "-concurrency"?
            an unknown engine key is named with its value  | -engine cmd=sf name=c foo=bar | Error while reading option "-engine" with value "foo=bar" / Reason: Unrecognized engine option "foo" with value "bar".
            a key without a value is not key=value         | -engine cmd=sf name= | Error while reading option "-engine" with value "name=" / Reason: Option "-engine" expects key=value pairs, got "name=".
            -each names all its tokens when one is wrong   | -each tc=1+0.01 timemargin=-5 | Error while reading option "-each" with value "tc=1+0.01 timemargin=-5" / Reason: The value for timemargin cannot be a negative number.
            an hourglass clock is refused                  | -each tc=hg10 | Error while reading option "-each" with value "tc=hg10" / Reason: Hourglass time control not supported.
            a time control without an increment after +    | -each tc=10+ | Error while reading option "-each" with value "tc=10+" / Reason: Invalid time control: "10+"
            a Single option takes one value                | -rounds 1 2 | Error while reading option "-rounds" with value "2" / Reason: Option "-rounds" expects exactly one value.
            a flag takes none                              | -noswap yes | Error while reading option "-noswap" with value "yes" / Reason: Option "-noswap" does not accept parameters.
            a number must be a number                      | -concurrency two | Error while reading option "-concurrency" with value "two" / Reason: Invalid numeric value: "two"
            an unknown variant                             | -variant shogi | Error while reading option "-variant" with value "shogi" / Reason: Unknown variant.
            a start offset below one                       | -openings file=pom.xml start=0 | Error while reading option "-openings" with value "start=0" / Reason: Starting offset must be at least 1!
            a missing opening file                         | -openings file=missing.epd | Error while reading option "-openings" with value "file=missing.epd" / Reason: Opening file does not exist: missing.epd
            a bad pgnout boolean                           | -pgnout file=x.pgn nodes=yes | Error while reading option "-pgnout" with value "nodes=yes" / Reason: Unrecognized pgnout option "nodes" with value "yes".
            a negative adjudication score                  | -resign movecount=3 score=-1 | Error while reading option "-resign" with value "score=-1" / Reason: Score cannot be negative.
            tablebases are refused with one clear line     | -tb /syzygy | Error while reading option "-tb" with value "/syzygy" / Reason: Syzygy tablebases are not supported by arbiter: no tablebase adjudication (drop -tb)
            -debug is fastchess's own refusal               | -debug | Error while reading option "-debug" with value "-debug" / Reason: The 'debug' option does not exist in fastchess. Use the 'log' option instead to write all engine input and output into a text file.
            """)
    void aBadCommandLineIsWordedAsFastchessWordsIt(String name, String extra, String expected) {
        GmError e = assertThrows(GmError.class, () -> FastchessArgs.parse(argv(ENGINES + extra)));
        assertEquals(expected, String.join(" / ", e.lines()));
    }

    @Test
    void eachIsAppliedLastAndOverridesTheEnginesOwnKeys() {
        GmSettings s = FastchessArgs.parse(argv("-each tc=1+0.01 -engine cmd=sf name=a tc=5+0.1 -engine cmd=sf "
                + "name=b"));
        GmPlan plan = GmSetup.plan(s, 1);
        assertEquals("1+0.01", GmPgn.timeControl(plan.engines().get(0).clock()));
        assertEquals("1+0.01", GmPgn.timeControl(plan.engines().get(1).clock()));
    }

    @Test
    void eventAndSiteJoinTheirWordsWithoutSpacesAsFastchessDoes() {
        GmSettings s = FastchessArgs.parse(argv(ENGINES + "-event My Big Event -site a b"));
        assertEquals("MyBigEvent", s.event);
        assertEquals("ab", s.site);
    }

    @Test
    void negativeNumbersAndKeyValuesWithDashesStayValues() {
        GmSettings s = FastchessArgs.parse(argv(ENGINES + "-concurrency -1 -draw movenumber=34 movecount=8 score=20"));
        assertEquals(-1, s.concurrency);
        assertEquals("34", s.draw.get("movenumber"));
    }

    @Test
    void anUnsignedSixtyFourBitSeedIsRead() {
        GmSettings s = FastchessArgs.parse(argv(ENGINES + "-srand 12363836077284387751"));
        assertEquals("12363836077284387751", Long.toUnsignedString(s.seed));
    }

    @Test
    void gamesAboveTwoSwapWithRoundsAndAboveThatAreRefused() {
        GmPlan p = GmSetup.plan(FastchessArgs.parse(argv(ENGINES + "-games 3 -rounds 1")), 1);
        assertEquals(3, p.games());
        assertEquals(1, p.schedule().gamesPerOpening());
        GmError e = assertThrows(GmError.class, () -> GmSetup.plan(FastchessArgs.parse(argv(ENGINES
                + "-games 5 -rounds 5")), 1));
        assertEquals("Error: Exceeded -game limit! Must be less than 2", e.lines().get(0));
    }

    @Test
    void anEngineWithoutALimitAndTcWithStAreRefused() {
        GmError none = assertThrows(GmError.class, () -> GmSetup.plan(FastchessArgs.parse(
                argv("-engine cmd=sf name=a -engine cmd=sf name=b")), 1));
        assertEquals("Error; no TimeControl specified!", none.lines().get(0));
        GmError both = assertThrows(GmError.class, () -> GmSetup.plan(FastchessArgs.parse(
                argv("-engine cmd=sf name=a -engine cmd=sf name=b -each tc=1+0.01 st=1")), 1));
        assertEquals("Error; cannot use tc and st together!", both.lines().get(0));
    }

    @Test
    void theSprtIsCheckedAsFastchessChecksIt() {
        GmError order = assertThrows(GmError.class, () -> GmSetup.plan(FastchessArgs.parse(argv(ENGINES
                + "-sprt elo0=5 elo1=0 alpha=0.05 beta=0.05")), 1));
        assertEquals("Error; SPRT: elo0 must be less than elo1!", order.lines().get(0));
        GmError alpha = assertThrows(GmError.class, () -> GmSetup.plan(FastchessArgs.parse(argv(ENGINES
                + "-sprt elo0=0 elo1=5")), 1));
        assertEquals("Error; SPRT: alpha must be a decimal number between 0 and 1!", alpha.lines().get(0));
    }

    @Test
    void namesDefaultToTheCommandsStemAndDuplicatesGetANumber() {
        GmPlan p = GmSetup.plan(FastchessArgs.parse(argv("-engine cmd=/usr/games/stockfish -engine "
                + "cmd=/usr/games/stockfish -each nodes=10")), 1);
        assertEquals(List.of("stockfish", "stockfish_2"), p.engines().stream().map(e -> e.name()).toList());
    }

    @Test
    void versionAndHelpStopReading() {
        assertEquals("-version", FastchessArgs.parse(argv("--version")).infoRequestKind());
        assertEquals("-help", FastchessArgs.parse(List.of()).infoRequestKind());
        assertTrue(GmHelp.text(GmSettings.Dialect.FASTCHESS).contains("-engine"));
    }
}
