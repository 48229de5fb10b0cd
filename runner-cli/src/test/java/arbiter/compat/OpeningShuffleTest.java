package arbiter.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** std::mt19937_64 and fastchess's opening shuffle, against libstdc++ and a real fastchess run. */
class OpeningShuffleTest {

    @ParameterizedTest(name = "seed {0}")
    @CsvSource({
            "5489, 14514284786278117030, 4620546740167642908, 13109570281517897720",
            "42, 13930160852258120406, 11788048577503494824, 13874630024467741450",
            "18446744073709551615, 478026398904862820, 13243134898385798468, 709236020254955927",
            "0, 2947667278772165694, 18301848765998365067, 729919693006235833"})
    void theFirstOutputsAreLibstdcxxs(String seed, String first, String second, String third) {
        // printed by std::mt19937_64 of GCC 12's libstdc++ on this machine
        Mt64 random = new Mt64(Long.parseUnsignedLong(seed));
        assertEquals(List.of(first, second, third), IntStream.range(0, 3)
                .mapToObj(i -> Long.toUnsignedString(random.next())).toList());
    }

    @Test
    void theTenThousandthOutputOfTheDefaultSeedIsTheStandardsCheckValue() {
        // the C++ standard's required value for mt19937_64 ([rand.predef])
        Mt64 random = new Mt64(Mt64.DEFAULT_SEED);
        for (int i = 1; i < 10000; i++) {
            random.next();
        }
        assertEquals("9981545732273789042", Long.toUnsignedString(random.next()));
    }

    @Test
    void theStateIsRegeneratedAfterEvery312Outputs() {
        Mt64 random = new Mt64(42);
        for (int i = 1; i < 312; i++) {
            random.next();
        }
        assertEquals("5750122803995977291", Long.toUnsignedString(random.next()));
        assertEquals("16623992230603958570", Long.toUnsignedString(random.next()));
    }

    @Test
    void seed42PutsTheBookInTheOrderFastchessPlayedIt() {
        List<String> book = Fixture.text("book8.epd").lines().filter(l -> !l.isEmpty()).toList();
        List<String> shuffled = OpeningShuffle.shuffled(book, 42);
        // the whole order as shuf.cpp prints it, and the openings of the four rounds of sample a1
        assertEquals(section("@ order"), shuffled);
        assertEquals(section("@ rounds"), shuffled.subList(0, 4));
    }

    @Test
    void shuffledLeavesItsArgumentAlone() {
        List<Integer> items = List.of(1, 2, 3, 4, 5);
        List<Integer> shuffled = OpeningShuffle.shuffled(items, 7);
        assertEquals(List.of(1, 2, 3, 4, 5), items);
        assertEquals(List.of(1, 2, 3, 4, 5), shuffled.stream().sorted().toList());
    }

    @Test
    void eachPositionButTheLastDrawsOneNumber() {
        Mt64 used = new Mt64(3);
        OpeningShuffle.shuffle(new ArrayList<>(List.of("a", "b", "c", "d")), used);
        Mt64 fresh = new Mt64(3);
        fresh.next();
        fresh.next();
        fresh.next();
        assertEquals(fresh.next(), used.next());
        Mt64 untouched = new Mt64(3);
        OpeningShuffle.shuffle(new ArrayList<>(List.of("only")), untouched);
        assertEquals(new Mt64(3).next(), untouched.next());
    }

    @Test
    void theModuloIsTakenUnsigned() {
        // seed 5489's first output is above 2^63: as a signed long it is negative
        Mt64 random = new Mt64(Mt64.DEFAULT_SEED);
        long first = random.next();
        assertTrue(first < 0);
        // 14514284786278117030 mod 3 = 1; the same shuffle in C++ gives 1 0 2
        assertEquals(List.of(1, 0, 2), OpeningShuffle.shuffled(List.of(0, 1, 2), Mt64.DEFAULT_SEED));
    }

    /** The lines after {@code header} in a1-openings.txt, up to the next comment. */
    private static List<String> section(String header) {
        List<String> lines = Fixture.text("a1-openings.txt").lines().toList();
        List<String> section = new ArrayList<>();
        for (int i = lines.indexOf(header) + 1; i < lines.size() && !lines.get(i).startsWith("#"); i++) {
            section.add(lines.get(i));
        }
        return section;
    }
}
