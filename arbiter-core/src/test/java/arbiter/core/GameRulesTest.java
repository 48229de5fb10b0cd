package arbiter.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.Parsed;
import arbiter.core.game.Rules;
import arbiter.core.game.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameRulesTest {

    @ParameterizedTest(name = "{0} --rules {1}")
    @CsvSource(delimiter = '|', textBlock = """
            xiangqi  | pikafish        | pikafish
            xiangqi  | China-2011      | china-2011
            xiangqi  | china-1999/40   | china-1999/40
            xiangqi  | china-2011/60   | china-2011
            xiangqi  | cxq             | cxq
            chess    | fide            | fide
            chess    | FIDE-1984       | fide-1984
            chess960 | fide-fivefold   | fide-fivefold
            """)
    void eachGameFindsItsOwnRuleSetsByNameAndEachNamesItselfWithItsOptions(String game, String asked, String named) {
        Variant v = Variants.byName(game).orElseThrow();
        Rules r = GameRules.of(v, asked).orThrow().rules();
        assertEquals(named, r.ruleName());
        assertFalse(r.description().isBlank(), named + " says what it is");
    }

    @ParameterizedTest(name = "{0} --rules {1}")
    @CsvSource(delimiter = '|', textBlock = """
            xiangqi | fide          | pikafish, china-1999, china-2011, cxq
            xiangqi | china-1999/0  | pikafish, china-1999, china-2011, cxq
            xiangqi | pikafish/40   | pikafish, china-1999, china-2011, cxq
            chess   | china-2011    | fide, fide-1984, fide-fivefold
            """)
    void aRuleSetOfAnotherGameOrAnUnknownOptionIsRefusedWithTheGamesOwnList(String game, String asked,
                                                                          String list) {
        Variant v = Variants.byName(game).orElseThrow();
        Parsed<GameRules> r = GameRules.of(v, asked);
        assertInstanceOf(Parsed.Err.class, r);
        String message = ((Parsed.Err<GameRules>) r).message();
        assertTrue(message.contains("'" + asked + "'") && message.endsWith("expected one of " + list), message);
    }
}
