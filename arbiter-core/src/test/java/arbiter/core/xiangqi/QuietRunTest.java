package arbiter.core.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.Adjudication;
import arbiter.core.game.Notation;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.notation.Notations;
import arbiter.core.xiangqi.rules.Node;
import arbiter.core.xiangqi.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A record replayed with its quiet plies played in place must end exactly where, how and in what state playing
 * every move through {@link Game#play(Move)} ends: same outcome, same position, counters, stretch, moves, duties
 * and findings. The games go round often (moves taken back, a piece sent to and fro) so that the runs stop at
 * recurring positions, captures, checks, mates and illegal moves, and start again after them.
 */
class QuietRunTest {

    @ParameterizedTest(name = "{0} in {1}")
    @CsvSource({"pikafish, COORDINATE", "china-1999, COORDINATE", "china-2011, COORDINATE", "cxq, COORDINATE",
            "pikafish, CHINESE", "china-2011, CHINESE", "china-1999, WXF", "pikafish, ICCS",
            "china-1999/10, COORDINATE", "china-2011/6, WXF", "china-2011, COORDINATE_1_10"})
    void aQuietReplayEndsInTheGameMoveByMovePlayEndsIn(String rules, Notation notation) {
        RuleSet set = RuleSets.byName(rules).orElseThrow().forRecords();
        SplittableRandom rnd = new SplittableRandom(rules.hashCode() + notation.ordinal());
        int games = 0, quietPlies = 0;
        for (int k = 0; k < 300; k++) {
            List<String> tokens = new ArrayList<>();
            List<String> moves = randomRecord(rnd, notation, tokens);
            Game slow = Game.start(Position.initial(), set);
            int played = 0;
            for (String t : moves) {
                if (slow.isOver()) {
                    break;
                }
                slow = slow.play(t);
                played++;
            }
            Adjudication a = Replay.ofNotation(Position.initial(), tokens, notation, set).orThrow();
            Game fast = ((XiangqiState) a.game()).game();
            String what = rules + " game " + k + ": " + String.join(" ", tokens);
            assertEquals(slow.outcome(), fast.outcome(), what);
            assertEquals(slow.position().fen(), fast.position().fen(), what);
            assertEquals(tokens.size() - played, a.unplayed().size(), what);
            Node s = slow.node(), f = fast.node();
            assertEquals(s.ply(), f.ply(), what);
            assertEquals(s.naturalLimit(), f.naturalLimit(), what);
            assertEquals(s.stretchPly(), f.stretchPly(), what);
            assertEquals(s.stretchStart().fen(), f.stretchStart().fen(), what);
            assertEquals(s.moves(), f.moves(), what);
            assertEquals(slow.duties(), fast.duties(), what);
            assertEquals(slow.findings(), fast.findings(), what);
            assertEquals(slow.obligation(), fast.obligation(), what);
            games++;
            quietPlies += played;
        }
        assertTrue(games == 300 && quietPlies > 3_000, rules + ": plies compared: " + quietPlies);
    }

    /**
     * Up to 200 moves of a random game in which a side often plays back its move of two plies before (so the
     * play goes round) and, in coordinates, now and then a move that is not legal at all: written into
     * {@code tokens} in {@code notation}, and returned as coordinates.
     */
    private static List<String> randomRecord(SplittableRandom rnd, Notation notation, List<String> tokens) {
        List<String> coordinates = new ArrayList<>();
        Position p = Position.initial();
        List<Move> moves = new ArrayList<>();
        for (int ply = 0; ply < 200 && p.hasLegalMove(); ply++) {
            List<Move> legal = p.legalMoves();
            Move m = legal.get(rnd.nextInt(legal.size()));
            if (moves.size() >= 2 && rnd.nextInt(10) < 3) {
                Move before = moves.get(moves.size() - 2);
                Move back = Move.of(before.to(), before.from());
                if (legal.contains(back)) {
                    m = back;
                }
            }
            if (notation == Notation.COORDINATE && rnd.nextInt(400) == 0) {
                tokens.add("a0a5"); // no such move, or not a legal one, almost always
                coordinates.add("a0a5");
                break;
            }
            moves.add(m);
            boolean relative = notation == Notation.CHINESE || notation == Notation.WXF;
            tokens.add(Notations.write(notation, p, m) + (!relative && rnd.nextInt(20) == 0 ? "+" : ""));
            coordinates.add(m.toString());
            p = p.play(m).orThrow();
        }
        assertNotNull(p);
        return coordinates;
    }
}
