package arbiter.core.xiangqi.notation;

import arbiter.core.game.Notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every legal move of thousands of positions is written in each notation, and each text must read back as that
 * move and differ from the texts of the other legal moves. Random games from the initial position cover ordinary
 * play; random placements pile pawns onto one or two files, which games almost never do, so that every 前/中/后
 * and 二/三/四 form is exercised too.
 */
class RoundTripTest {

    private static final String ORDINALS = "前中后二三四";

    private final Set<String> forms = new TreeSet<>();

    @Test
    void everyLegalMoveOfRandomGamesReadsBackAsItselfAndNoTwoShareAText() {
        SplittableRandom rng = new SplittableRandom(20240601L);
        int positions = 0;
        for (int game = 0; game < 60; game++) {
            Position p = Position.initial();
            for (int ply = 0; ply < 150; ply++) {
                List<Move> legal = p.legalMoves();
                if (legal.isEmpty()) {
                    break;
                }
                checkEveryMove(p);
                positions++;
                p = p.play(legal.get(rng.nextInt(legal.size()))).orThrow();
            }
        }
        assertTrue(positions > 5000, "only " + positions + " positions");
    }

    @Test
    void everyLegalMoveOfRandomPlacementsWithPawnPilesReadsBackAsItself() {
        SplittableRandom rng = new SplittableRandom(7L);
        for (int i = 0; i < 3000; i++) {
            checkEveryMove(RandomPlacement.position(rng));
        }
        Set<String> expected = Set.of("前piece", "中piece", "后piece", "二piece", "三piece", "四piece",
                "前file", "中file", "后file");
        assertTrue(forms.containsAll(expected), "forms seen: " + forms);
    }

    private void checkEveryMove(Position p) {
        Set<String> seen = new HashSet<>();
        for (Move m : p.legalMoves()) {
            for (Notation n : arbiter.core.xiangqi.Xiangqi.INSTANCE.notations()) {
                String text = Notations.write(n, p, m);
                assertEquals(new Parsed.Ok<>(m), Notations.read(n, p, text), () -> n + " '" + text + "' in " + p);
                assertTrue(seen.add(n + text), () -> n + " '" + text + "' names two moves in " + p);
                // ranks 1-10 are told by a rank 10 or by the whole game (OneBasedRanks), not by every move
                Notation shape = n == Notation.COORDINATE_1_10 && !text.contains("10") ? Notation.COORDINATE : n;
                assertEquals(shape, Notations.detect(text), () -> "'" + text + "' not detected as " + shape);
            }
            checkChineseNumerals(p, ChineseNotation.write(p, m));
        }
    }

    /** Red writes Chinese numerals, Black Arabic digits; only the place words 二三四 are Chinese for both. */
    private void checkChineseNumerals(Position p, String text) {
        assertEquals(4, text.length(), text);
        boolean red = p.sideToMove() == Side.RED;
        char last = text.charAt(3);
        assertTrue(red ? "一二三四五六七八九".indexOf(last) >= 0 : last >= '1' && last <= '9', text);
        String foreign = red ? "123456789" : "一五六七八九";
        assertTrue(text.chars().noneMatch(c -> foreign.indexOf(c) >= 0), text);
        if (ORDINALS.indexOf(text.charAt(0)) >= 0) {
            boolean file = "一二三四五六七八九123456789".indexOf(text.charAt(1)) >= 0;
            forms.add(text.charAt(0) + (file ? "file" : "piece"));
        }
    }
}
