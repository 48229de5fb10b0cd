package arbiter.core;

import arbiter.core.game.Variant;
import arbiter.core.xiangqi.Xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.Parsed;
import arbiter.core.pgn.PgnGame;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class VariantsTest {

    private static PgnGame record(String tags, String moves) {
        Map<String, String> t = new LinkedHashMap<>();
        if (!tags.isBlank()) {
            for (String kv : tags.split(";")) {
                String[] p = kv.split("=", 2);
                t.put(p[0].trim(), p[1].trim());
            }
        }
        List<String> m = moves.isBlank() ? List.of() : Arrays.asList(moves.trim().split("\\s+"));
        return new PgnGame(t, m, "*", 1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no tags, coordinates                | ''                               | h2e2 h9g7 | xiangqi
            no tags, nothing at all             | ''                               | ''        | xiangqi
            Chinese moves                       | White=A                          | 炮二平五   | xiangqi
            WXF moves                           | White=A                          | C2.5      | xiangqi
            SAN pawn move                       | ''                               | e4 e5     | chess
            SAN knight move                     | ''                               | Nf3 d5    | chess
            chess coordinates, White named      | White=A;Black=B                  | e2e4 e7e5 | chess
            chess-like coordinates, Red named   | Red=A;Black=B                    | e2e4      | xiangqi
            a xiangqi cannon move in coordinates| White=A                          | h2e2      | xiangqi
            Variant tag chess960                | Variant=chess960                 | e4        | chess960
            Variant tag Fischerandom            | Variant=Fischerandom             | ''        | chess960
            Variant tag xiangqi over SAN shape  | Variant=xiangqi                  | e4        | xiangqi
            Game tag Chinese Chess              | Game=Chinese Chess               | ''        | xiangqi
            chess FEN tag                       | FEN=8/8/8/8/8/8/8/K1k5 w - - 0 1 | ''        | chess
            xiangqi FEN tag                     | FEN=4k4/9/9/9/9/9/9/9/9/4K4 w    | ''        | xiangqi
            """)
    void aRecordTellsItsGameByTagsFenOrMoves(String name, String tags, String moves, String game) {
        assertEquals(game, Variants.fromRecord(record(tags, moves)).name());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no tag, chess asked                   | chess    | ''                   | chess
            no tag, xiangqi asked over SAN moves  | xiangqi  | ''                   | xiangqi
            nothing asked, the tag tells          | ''       | Variant=fischerandom | chess960
            chess asked, Chess960 tag             | chess    | Variant=Chess960     | chess960
            chess asked, FISCHERANDOM tag         | chess    | Variant=FISCHERANDOM | chess960
            chess960 asked, Standard tag          | chess960 | Variant=Standard     | chess960
            chess asked, Standard tag             | chess    | Variant=Standard     | chess
            xiangqi asked, xiangqi tag            | xiangqi  | Variant=Xiangqi      | xiangqi
            chess asked, a tag naming no game     | chess    | Variant=crazyhouse   | chess
            chess asked, the Game tag not read    | chess    | Game=Chinese Chess   | chess
            """)
    void theGameAskedForHoldsUnlessTheVariantTagNamesChess960(String name, String asked, String tags,
                                                               String game) {
        Variant v = asked.isEmpty() ? null : Variants.byName(asked).orElseThrow();
        assertEquals(game, Variants.ofRecord(v, record(tags, "e4 e5")).orThrow().name());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            chess asked, xiangqi tag       | chess    | Xiangqi  | [Variant "Xiangqi"] names xiangqi, but --game says chess; give --game xiangqi or leave --game out
            chess960 asked, xiangqi tag    | chess960 | xiangqi  | [Variant "xiangqi"] names xiangqi, but --game says chess960; give --game xiangqi or leave --game out
            xiangqi asked, Chess960 tag    | xiangqi  | Chess960 | [Variant "Chess960"] names chess960, but --game says xiangqi; give --game chess960 or leave --game out
            xiangqi asked, standard tag    | xiangqi  | standard | [Variant "standard"] names chess, but --game says xiangqi; give --game chess or leave --game out
            """)
    void aVariantTagOfTheOtherFamilyThanTheGameAskedForIsAnError(String name, String asked, String variant,
                                                                  String message) {
        Parsed<Variant> v = Variants.ofRecord(Variants.byName(asked).orElseThrow(),
                record("Variant=" + variant, "e4 e5"));
        Parsed.Err<Variant> e = assertInstanceOf(Parsed.Err.class, v);
        assertEquals("Variant tag", e.field());
        assertEquals(message, e.message());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fastchess and cutechess call chess standard      | standard     | chess
            and Chess960 fischerandom                        | fischerandom | chess960
            and xiangqi xiangqi                              | xiangqi      | xiangqi
            """)
    void eachGameSaysWhatGameManagersCallIt(String name, String managerName, String game) {
        assertEquals(game, Variants.byManagerName(managerName).orElseThrow().name());
        assertEquals(managerName, Variants.byName(game).orElseThrow().managerName());
    }

    @Test
    void theGameManagersUnknownNamesAreNone() {
        assertTrue(Variants.byManagerName("crazyhouse").isEmpty());
    }

    @Test
    void chess960PlaysRecordsOfBothChessGamesAndXiangqiOnlyItsOwn() {
        Variant chess = Variants.byName("chess").orElseThrow();
        Variant c960 = Variants.byName("chess960").orElseThrow();
        Variant xq = Variants.byName("xiangqi").orElseThrow();
        assertSame(c960, chess.commonGame(c960));
        assertSame(c960, c960.commonGame(chess));
        assertSame(chess, chess.commonGame(chess));
        assertEquals(null, xq.commonGame(chess));
        assertEquals(null, chess.commonGame(xq));
    }

    @Test
    void theDefaultGameIsTheFirstRegistered() {
        assertSame(Variants.all().get(0), Variants.defaultVariant());
        assertEquals("xiangqi", Variants.defaultVariant().name());
    }

    @Test
    void aFenTellsItsGameByItsShape() {
        assertSame(Xiangqi.INSTANCE, Variants.fromFen(Xiangqi.INSTANCE.initialFen()).orElseThrow());
        assertEquals("chess", Variants.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                .orElseThrow().name());
        assertTrue(Variants.fromFen("not a fen").isEmpty());
    }

    @Test
    void ruleSetsBelongToTheirGame() {
        Variant chess = Variants.byName("chess").orElseThrow();
        assertEquals("fide", GameRules.of(chess, null).orThrow().name());
        assertEquals("fide-1984", GameRules.of(chess, "FIDE-1984").orThrow().name());
        Parsed<GameRules> wrong = GameRules.of(chess, "pikafish");
        assertInstanceOf(Parsed.Err.class, wrong);
        assertTrue(((Parsed.Err<GameRules>) wrong).message().contains("expected one of fide"),
                ((Parsed.Err<GameRules>) wrong).message());
        assertEquals("pikafish", GameRules.defaultsOf(Xiangqi.INSTANCE).name());
    }
}
