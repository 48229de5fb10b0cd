package arbiter.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NearestTest {
    private static final List<String> KNOWN = List.of("--games", "--game", "--rules", "--concurrency");

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', nullValues = "none", textBlock = """
            --gmaes       | --games
            --game        | --game
            --rulez       | --rules
            --concurency  | --concurrency
            --zzzzzz      | none
            """)
    void theNearestKnownNameWithinTwoEditsIsSuggested(String word, String expected) {
        assertEquals(expected, Nearest.of(word, KNOWN, 2));
    }

    @ParameterizedTest(name = "{0} / {1}: {2}")
    @CsvSource({"kitten, sitting, 3", "abc, abc, 0", "'', abc, 3", "flaw, lawn, 2"})
    void theEditDistanceCountsLettersAddedDroppedOrChanged(String a, String b, int d) {
        assertEquals(d, Nearest.distance(a, b));
    }
}
