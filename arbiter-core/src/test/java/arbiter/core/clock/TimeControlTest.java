package arbiter.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import arbiter.core.game.Parsed;
import arbiter.core.clock.TimeControl.FixedPerMove;
import arbiter.core.clock.TimeControl.Increment;
import arbiter.core.clock.TimeControl.MovePeriods;
import arbiter.core.clock.TimeControl.Period;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The tc= and st= syntax: one row per accepted form, one per way it can be wrong, and the canonical form. */
class TimeControlTest {

    private static final String ANY = "expected a time control such as 300+5, 0:30+0.5, 40/5400, 40/5400:10/900 or inf";
    private static final String BASE = "expected SECONDS or MINUTES:SECONDS such as 300 or 0:30";
    private static final String PLUS = "expected SECONDS+INCREMENT such as 300+5";
    private static final String INC = "expected an increment in seconds such as 5 or 0.1";
    private static final String PERIOD = "expected MOVES/SECONDS such as 40/5400";
    private static final String PER_MOVE = "expected seconds per move such as 10 or 0.5";

    private static Arguments row(String name, String tc, TimeControl expected) {
        return Arguments.of(name, tc, expected);
    }

    private static MovePeriods periods(Period... periods) {
        return new MovePeriods(List.of(periods));
    }

    static Stream<Arguments> accepted() {
        return Stream.of(
                row("seconds plus increment", "300+5", new Increment(300_000, 5_000)),
                row("a fractional increment", "1+0.01", new Increment(1_000, 10)),
                row("a fractional base", "2.5+0.1", new Increment(2_500, 100)),
                row("seconds alone are sudden death", "300", Increment.suddenDeath(300_000)),
                row("an explicit zero increment is sudden death too", "300+0", new Increment(300_000, 0)),
                row("minutes:seconds plus increment", "0:30+0.5", new Increment(30_000, 500)),
                row("minutes:seconds alone", "90:00", new Increment(5_400_000, 0)),
                row("minutes with fractional seconds", "1:30.5", new Increment(90_500, 0)),
                row("millisecond precision", "0.001", new Increment(1, 0)),
                row("the largest time", "10000000", new Increment(10_000_000_000L, 0)),
                row("surrounding spaces are ignored", "  300+5 ", new Increment(300_000, 5_000)),
                row("moves in seconds, repeating", "40/5400", MovePeriods.repeating(40, 5_400_000)),
                row("moves in seconds with an increment", "40/5400+5", periods(new Period(40, 5_400_000, 5_000))),
                row("two periods, 1999 rules 6.1", "40/5400:10/900",
                        periods(new Period(40, 5_400_000), new Period(10, 900_000))),
                row("rapid periods, 1999 rules 6.3", "40/600:30/300",
                        periods(new Period(40, 600_000), new Period(30, 300_000))),
                row("an increment in each period", "40/5400+30:10/900+30",
                        periods(new Period(40, 5_400_000, 30_000), new Period(10, 900_000, 30_000))),
                row("three periods", "40/7200:20/3600:10/900",
                        periods(new Period(40, 7_200_000), new Period(20, 3_600_000), new Period(10, 900_000))),
                row("inf is no clock", "inf", TimeControl.UNLIMITED),
                row("INF in capitals is no clock", "INF", TimeControl.UNLIMITED),
                row("the PGN dash is no clock", "-", TimeControl.UNLIMITED),
                row("the PGN per-move form", "10/move", new FixedPerMove(10_000)),
                row("a fractional per-move time", "0.5/move", new FixedPerMove(500)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("accepted")
    void everyCutechessFormIsRead(String name, String tc, TimeControl expected) {
        assertEquals(new Parsed.Ok<>(expected), TimeControl.parse(tc));
    }

    private static Arguments bad(String name, String tc, String message) {
        return Arguments.of(name, tc, message);
    }

    static Stream<Arguments> rejected() {
        return Stream.of(
                bad("nothing", "", "nothing given; " + ANY),
                bad("only spaces", "   ", "nothing given; " + ANY),
                bad("no time after the slash", "40/", "'40/' has no time after '/'; " + PERIOD),
                bad("only an increment after the slash", "40/+5", "'40/+5' has no time after '/'; " + PERIOD),
                bad("no move count before the slash", "/5400", "'/5400' has no move count before '/'; " + PERIOD),
                bad("zero moves", "0/5400", "'0/5400' has no moves; expected a positive move count such as 40/5400"),
                bad("a move count that is not a number", "x/5400", "'x' in 'x/5400' is not a move count; " + PERIOD),
                bad("too many moves", "100001/5400", "'100001/5400' has more than 100000 moves; " + PERIOD),
                bad("two slashes", "40/50/60", "'40/50/60' has more than one '/'; " + PERIOD),
                bad("a period without time", "40/0", "'40/0' has no time; expected a positive period time such as 40/5400"),
                bad("a period time that is not a number", "40/abc", "'abc' is not a number of seconds; " + PERIOD),
                bad("minutes:seconds inside a period", "40/90:00", "period 2 '00' of '40/90:00' has no '/'; when the"
                        + " control has a '/', ':' separates periods, each MOVES/SECONDS with the time in seconds,"
                        + " such as 40/5400:10/900"),
                bad("a trailing colon", "40/5400:", "period 2 of '40/5400:' is empty;"
                        + " expected MOVES/SECONDS periods separated by ':' such as 40/5400:10/900"),
                bad("an error in the second period names it", "40/5400:10/",
                        "period 2 '10/' has no time after '/'; " + PERIOD),
                bad("a period with '+' and no increment", "40/5400+",
                        "'40/5400+' has no increment after '+'; expected MOVES/SECONDS+INCREMENT such as 40/5400+5"),
                bad("a period increment that is not a number", "40/5400+x", "'x' is not a number of seconds; " + INC),
                bad("'+' and no increment", "300+", "'300+' has no increment after '+'; " + PLUS),
                bad("'+' and no time", "+5", "'+5' has no time before '+'; " + PLUS),
                bad("two increments", "300+5+1", "'300+5+1' has more than one '+'; " + PLUS),
                bad("a word", "fast", "'fast' is not a number of seconds; " + BASE),
                bad("the PGN unknown mark", "?", "'?' is not a number of seconds; " + BASE),
                bad("a negative time", "-5", "'-5' is not a number of seconds; " + BASE),
                bad("an exponent", "1e3", "'1e3' is not a number of seconds; " + BASE),
                bad("spaces inside", "300 + 5", "'300 ' is not a number of seconds; " + BASE),
                bad("a zero base time", "0+1", "base time '0' is zero; expected a positive time such as 300 or 0:30"),
                bad("a zero minutes:seconds base time", "0:00",
                        "base time '0:00' is zero; expected a positive time such as 300 or 0:30"),
                bad("an increment that is not a number", "300+x", "'x' is not a number of seconds; " + INC),
                bad("finer than a millisecond", "1+0.0001",
                        "'0.0001' is finer than a millisecond; expected at most 3 decimals such as 0.005"),
                bad("too long", "10000001", "'10000001' is more than 10000000 seconds; " + BASE),
                bad("too long in minutes", "166667:00", "'166667:00' is more than 10000000 seconds; " + BASE),
                bad("two colons without a slash", "1:02:03", "'1:02:03' has more than one ':'; expected"
                        + " MINUTES:SECONDS such as 0:30 (or MOVES/SECONDS periods separated by ':' such as 40/5400:10/900)"),
                bad("sixty seconds after the colon", "1:60",
                        "seconds '60' in '1:60' are not below 60; expected MINUTES:SECONDS such as 1:30"),
                bad("no minutes before the colon", ":30",
                        "':30' has no minutes before ':'; expected MINUTES:SECONDS such as 0:30"),
                bad("no seconds after the colon", "1:",
                        "'1:' has no seconds after ':'; expected MINUTES:SECONDS such as 0:30"),
                bad("fractional minutes", "1.5:00",
                        "'1.5' is not a whole number of minutes; expected MINUTES:SECONDS such as 0:30"),
                bad("seconds after the colon that are not a number", "1:x",
                        "'x' is not a number of seconds; expected MINUTES:SECONDS such as 0:30"),
                bad("the per-move form without a time", "/move", "'/move' has no time before '/move'; " + PER_MOVE),
                bad("the per-move form with zero", "0/move",
                        "'0/move' is no time; expected a positive time per move such as 10 or 0.5"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("rejected")
    void eachWrongTimeControlIsRejectedNamingTcAndWhatWasExpected(String name, String tc, String message) {
        assertEquals(new Parsed.Err<>("tc", message), TimeControl.parse(tc));
    }

    @Test
    void aMissingTimeControlIsAnErrorNotAnException() {
        assertEquals(new Parsed.Err<>("tc", "nothing given; " + ANY), TimeControl.parse(null));
    }

    @Test
    void theErrorTextFromOrThrowStartsWithTheField() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("40/").orThrow());
        assertEquals("tc: '40/' has no time after '/'; expected MOVES/SECONDS such as 40/5400", e.getMessage());
    }

    @ParameterizedTest(name = "{0}: st={1}")
    @CsvSource(delimiter = '|', textBlock = """
            whole seconds                    | 10    | 10000
            half a second                    | 0.5   | 500
            one millisecond                  | 0.001 | 1
            surrounding spaces are ignored   | ' 2 ' | 2000
            """)
    void stGivesAFixedTimePerMove(String name, String st, long ms) {
        assertEquals(new Parsed.Ok<>(new FixedPerMove(ms)), TimeControl.fixedPerMove(st));
    }

    @ParameterizedTest(name = "{0}: st={1}")
    @CsvSource(delimiter = '|', textBlock = """
            nothing                   | ''       | nothing given; expected seconds per move such as 10 or 0.5
            zero                      | 0        | '0' is no time; expected a positive time per move such as 10 or 0.5
            a word                    | abc      | 'abc' is not a number of seconds; expected seconds per move such as 10 or 0.5
            an increment              | 10+1     | '10+1' is not a number of seconds; expected seconds per move such as 10 or 0.5
            a negative time           | -1       | '-1' is not a number of seconds; expected seconds per move such as 10 or 0.5
            finer than a millisecond  | 0.0001   | '0.0001' is finer than a millisecond; expected at most 3 decimals such as 0.005
            too long                  | 20000000 | '20000000' is more than 10000000 seconds; expected seconds per move such as 10 or 0.5
            """)
    void eachWrongStIsRejectedNamingSt(String name, String st, String message) {
        assertEquals(new Parsed.Err<>("st", message), TimeControl.fixedPerMove(st));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            base plus increment               | 300+5
            sudden death                      | 300
            fractional increment              | 1+0.01
            one millisecond                   | 0.001
            repeating period                  | 40/5400
            period with increment             | 40/5400+5
            two periods                       | 40/5400:10/900
            increments in each period         | 40/5400+30:10/900+30
            three periods                     | 40/7200:20/3600:10/900
            fixed time per move               | 10/move
            fractional fixed time per move    | 0.5/move
            no clock                          | -
            """)
    void theCanonicalFormReadsBackToTheSameControl(String name, String canonical) {
        TimeControl tc = TimeControl.parse(canonical).orThrow();
        assertEquals(canonical, tc.format());
        assertEquals(tc, TimeControl.parse(tc.format()).orThrow());
    }

    @ParameterizedTest(name = "{0}: {1} is written {2}")
    @CsvSource(delimiter = '|', textBlock = """
            a zero increment is not written       | 300+0       | 300
            minutes:seconds are written in seconds | 0:30+0.5   | 30+0.5
            whole minutes                          | 90:00      | 5400
            trailing zeros are dropped             | 1.500+0.250 | 1.5+0.25
            a zero fraction is dropped             | 300.0      | 300
            a zero period increment is not written | 40/5400+0  | 40/5400
            inf is the PGN dash                    | inf        | -
            st is the per-move form                | 10/move    | 10/move
            """)
    void acceptedVariantsAreWrittenInCanonicalForm(String name, String tc, String canonical) {
        assertEquals(canonical, TimeControl.parse(tc).orThrow().format());
    }

    @Test
    void aFixedTimeFromStIsWrittenInThePerMoveForm() {
        assertEquals("2.5/move", TimeControl.fixedPerMove("2.5").orThrow().format());
    }

    @Test
    void controlsBuiltInCodeAreWrittenTheSameWay() {
        assertEquals("90.5", Increment.suddenDeath(90_500).format());
        assertEquals("40/5400:10/900", periods(new Period(40, 5_400_000), new Period(10, 900_000)).format());
        assertEquals("-", TimeControl.UNLIMITED.format());
    }

    @Test
    void theLastPeriodRepeats() {
        MovePeriods mp = assertInstanceOf(MovePeriods.class, TimeControl.parse("40/5400:10/900").orThrow());
        assertEquals(new Period(40, 5_400_000), mp.period(0));
        assertEquals(new Period(10, 900_000), mp.period(1));
        assertEquals(new Period(10, 900_000), mp.period(7));
    }

    static Stream<Arguments> impossibleValues() {
        return Stream.of(
                Arguments.of("a zero base time", (Runnable) () -> new Increment(0, 0)),
                Arguments.of("a negative increment", (Runnable) () -> new Increment(1000, -1)),
                Arguments.of("a base time over the limit", (Runnable) () -> new Increment(TimeControl.MAX_MS + 1, 0)),
                Arguments.of("a period of no moves", (Runnable) () -> new Period(0, 1000)),
                Arguments.of("a period of no time", (Runnable) () -> new Period(40, 0)),
                Arguments.of("no periods", (Runnable) () -> new MovePeriods(List.of())),
                Arguments.of("no time per move", (Runnable) () -> new FixedPerMove(0)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("impossibleValues")
    void impossibleControlsCannotBeBuiltInCode(String name, Runnable build) {
        assertThrows(IllegalArgumentException.class, build::run);
    }

    @Test
    void theListOfPeriodsCannotBeChangedAfterwards() {
        List<Period> list = new java.util.ArrayList<>(List.of(new Period(40, 5_400_000)));
        MovePeriods mp = new MovePeriods(list);
        list.add(new Period(10, 900_000));
        assertEquals(1, mp.periods().size());
        assertThrows(UnsupportedOperationException.class, () -> mp.periods().add(new Period(1, 1)));
    }
}
