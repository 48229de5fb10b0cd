package arbiter.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.Side;
import arbiter.core.chess.Chess;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.Xiangqi;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** The English and Chinese texts: the same keys in both, patterns that format, and verdicts for every ending. */
class TextsTest {

    @Test
    void bothLanguagesHaveTheSameKeys() {
        Set<String> en = new TreeSet<>(Texts.EN.all("").keySet());
        Set<String> zh = new TreeSet<>(Texts.ZH.all("").keySet());
        Set<String> onlyEn = new TreeSet<>(en);
        onlyEn.removeAll(zh);
        Set<String> onlyZh = new TreeSet<>(zh);
        onlyZh.removeAll(en);
        assertEquals(Set.of(), onlyEn, "keys with no Chinese text");
        assertEquals(Set.of(), onlyZh, "keys with no English text");
        assertTrue(en.size() > 100, "texts: " + en.size());
    }

    @Test
    void everyPatternIsAValidMessageFormat() {
        for (Texts t : new Texts[] {Texts.EN, Texts.ZH}) {
            t.all("").forEach((k, v) -> new MessageFormat(v, Locale.ROOT)); // throws on a broken pattern
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Termination.class)
    void everyEndingHasAVerdictInBothLanguages(Termination t) {
        for (String result : new String[] {"1-0", "0-1", "1/2-1/2"}) {
            Outcome o = Outcome.ended(GameResult.fromPgn(result), t, 10, "why");
            String en = Texts.EN.verdict(o, Xiangqi.INSTANCE), zh = Texts.ZH.verdict(o, Xiangqi.INSTANCE);
            assertNotEquals(t.tag(), zh, "a Chinese verdict for " + t.tag() + " " + result);
            assertNotEquals(zh, en);
        }
    }

    @ParameterizedTest(name = "{0} {1}: {3}")
    @CsvSource(delimiter = '|', textBlock = """
            perpetual-check | 0-1     | zh | 红方长将，判负
            perpetual-check | 1-0     | en | Black checks perpetually and loses
            time-forfeit    | 1-0     | zh | 黑方超时，判负
            repetition-draw | 1/2-1/2 | zh | 双方不变，判和
            engine-crash    | 0-1     | en | Red's engine crashed: Red loses
            """)
    void verdictsNameTheSideThatLoses(String tag, String result, String lang, String expected) {
        Termination t = java.util.Arrays.stream(Termination.values()).filter(x -> x.tag().equals(tag)).findFirst()
                .orElseThrow();
        assertEquals(expected, Texts.of(lang).verdict(Outcome.ended(GameResult.fromPgn(result), t, 10, "why"),
                Xiangqi.INSTANCE));
    }

    @Test
    void chessVerdictsNameWhite() {
        Outcome o = Outcome.ended(GameResult.fromPgn("0-1"), Termination.CHECKMATE, 10, "mate");
        assertEquals("White is checkmated and loses", Texts.EN.verdict(o, Chess.STANDARD));
        assertEquals("白方被将死，判负", Texts.ZH.verdict(o, Chess.STANDARD));
    }

    @Test
    void theLanguageComesFromTheLocaleUnlessFixed() {
        assertEquals(Texts.ZH, Texts.of("zh"));
        assertEquals(Texts.EN, Texts.of("EN"));
        assertEquals(null, Texts.of("fr"));
        assertEquals(Texts.EN, Texts.forLocale()); // fixed to English for the tests (pom.xml)
        assertEquals("红方", Texts.ZH.side(Xiangqi.INSTANCE, Side.RED));
    }
}
