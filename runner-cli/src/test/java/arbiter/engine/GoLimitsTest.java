package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GoLimitsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            UCI increment, Red to move        | UCI  | true  | 60000 | 50000 | 1000 | 1000 |    |      |      |    | go wtime 60000 btime 50000 winc 1000 binc 1000
            UCI increment, Black to move      | UCI  | false | 60000 | 50000 | 1000 | 0    |    |      |      |    | go wtime 50000 btime 60000 winc 0 binc 1000
            UCI moves per period              | UCI  | true  | 90000 | 80000 | 0    | 0    | 12 |      |      |    | go wtime 90000 btime 80000 winc 0 binc 0 movestogo 12
            UCI fixed time per move           | UCI  | true  |       |       |      |      |    | 2000 |      |    | go movetime 2000
            UCI nodes                         | UCI  | false |       |       |      |      |    |      | 5000 |    | go nodes 5000
            UCI depth                         | UCI  | true  |       |       |      |      |    |      |      | 9  | go depth 9
            UCCI seconds                      | UCCI | true  | 60500 | 30000 | 2000 | 2000 |    |      |      |    | go time 60 increment 2 opptime 30 oppincrement 2
            UCCI periods                      | UCCI | false | 90000 | 80000 | 0    | 0    | 5  |      |      |    | go time 90 movestogo 5 opptime 80
            UCCI fixed time                   | UCCI | true  |       |       |      |      |    | 3000 |      |    | go time 3 movestogo 1
            """)
    void goCommandFollowsTheProtocol(String name, String p, boolean red, Long own, Long opp, Long oi, Long ci,
                                     Integer togo, Long mt, Long nodes, Integer depth, String expected) {
        assertEquals(expected, EngineProtocol.byName(p).go(new GoLimits(own, opp, oi, ci, togo, mt, nodes, depth), red));
    }

    @org.junit.jupiter.api.Test
    void ucciMillisecondsWhenTheEngineTakesThem() {
        assertEquals("go time 1500 increment 10 opptime 900 oppincrement 10",
                new UcciProtocol(true).go(new GoLimits(1500L, 900L, 10L, 10L, null, null, null, null), true));
    }
}
