package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** What {@code adjudicate} calls agreement: illegal moves in records, and endings the record states. */
public class AdjudicateVerdictTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PINNED_FEN = "3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w";
    /** Eight plies after which the rules score Black's perpetual chase as a loss: 1-0 at ply 8. */
    private static final String PINNED_MOVES = "1. d0e1 c1c2 2. e1d0 c2c1 3. d0e1 c1c2 4. e1d0 c2c1";

    @TempDir
    Path dir;

    static Stream<Arguments> illegalMoves() {
        return Stream.of(
                Arguments.of("illegal move, play goes on, loss for its mover", "1. h2e2 h9g7 2. e2e9 b9c7", "0-1",
                        "", "illegal-move-then-play"),
                Arguments.of("illegal move, play goes on, win for its mover", "1. h2e2 h9g7 2. e2e9 b9c7", "1-0",
                        "", "illegal-move-then-play"),
                Arguments.of("illegal move, play goes on, draw", "1. h2e2 h9g7 2. e2e9 b9c7 3. h0g2", "1/2-1/2",
                        "", "illegal-move-then-play"),
                Arguments.of("illegal move, play goes on, recorded time forfeit", "1. h2e2 h9g7 2. e2e9 b9c7", "0-1",
                        "[Termination \"time forfeit\"]\n", "illegal-move-then-play"),
                Arguments.of("illegal Chinese move, play goes on", "1. 炮二平五 马８进７ 2. 炮五进七 马２进３", "0-1",
                        "", "illegal-move-then-play"),
                Arguments.of("ends on the illegal move, loss for its mover", "1. h2e2 h9g7 2. e2e9", "0-1", "",
                        "agrees"),
                Arguments.of("ends on the illegal move, win for its mover", "1. h2e2 h9g7 2. e2e9", "1-0", "",
                        "illegal-move"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("illegalMoves")
    void aRecordedIllegalMoveAgreesOnlyWhenTheRecordEndsOnItWithALossForItsMover(String name, String moves,
            String result, String tags, String kind) throws Exception {
        Path pgn = game(tags, moves, result);
        JsonNode n = judged(pgn);
        assertEquals(kind, n.get("kind").asText(), n.toString());
        assertEquals(kind.equals("agrees"), n.get("agrees").asBoolean());
        assertEquals(kind.equals("agrees") ? 0 : 1, Cli.run("adjudicate", "--strict", pgn.toString()).exit());
    }

    @Test
    void theSummaryNamesIllegalMovesWithPlayAfterThem() throws Exception {
        Cli r = Cli.run("adjudicate", game("", "1. h2e2 h9g7 2. e2e9 b9c7", "0-1").toString());
        assertTrue(r.out().contains("game 1: illegal move with moves after it: recorded 0-1, rules 0-1"), r.out());
        assertTrue(r.out().contains("1 game: 0 agree with the recorded result, 1 disagree, 0 unreadable; illegal "
                + "move with moves after it: 1"), r.out());
    }

    static Stream<Arguments> recordedEndings() {
        return Stream.of(
                // cutechess-cli (the PGN standard's values)
                Arguments.of("cutechess time forfeit", "[Termination \"time forfeit\"]\n", "", "1-0", "agrees"),
                Arguments.of("cutechess abandoned", "[Termination \"abandoned\"]\n", "", "0-1", "agrees"),
                Arguments.of("cutechess adjudication draw", "[Termination \"adjudication\"]\n", "", "1/2-1/2",
                        "agrees"),
                Arguments.of("cutechess death", "[Termination \"death\"]\n", "", "1-0", "agrees"),
                Arguments.of("cutechess emergency", "[Termination \"emergency\"]\n", "", "0-1", "agrees"),
                Arguments.of("cutechess normal (a resignation)", "[Termination \"normal\"]\n", "", "1-0", "agrees"),
                Arguments.of("cutechess rules infraction", "[Termination \"rules infraction\"]\n", "", "0-1",
                        "agrees"),
                Arguments.of("cutechess unterminated states no ending", "[Termination \"unterminated\"]\n", "",
                        "1-0", "not-ended"),
                // fastchess and databases
                Arguments.of("fastchess illegal move", "[Termination \"illegal move\"]\n", "", "1-0", "agrees"),
                Arguments.of("capitalised Time forfeit", "[Termination \"Time forfeit\"]\n", "", "0-1", "agrees"),
                Arguments.of("database resignation", "[Termination \"resignation\"]\n", "", "1-0", "agrees"),
                // Arbiter's own
                Arguments.of("arbiter engine-crash", "[Termination \"engine-crash\"]\n", "", "1-0", "agrees"),
                Arguments.of("arbiter stalled", "[Termination \"stalled\"]\n", "", "0-1", "agrees"),
                // words in the final comment
                Arguments.of("comment resigns", "", " {Black resigns}", "1-0", "agrees"),
                Arguments.of("comment resigned", "", " {+3.20/12 0.5s} {Red resigned}", "0-1", "agrees"),
                Arguments.of("comment wins on time", "", " {Red wins on time}", "1-0", "agrees"),
                Arguments.of("comment lost on time", "", " {Red lost on time}", "0-1", "agrees"),
                Arguments.of("comment time forfeit", "", " {time forfeit}", "1-0", "agrees"),
                Arguments.of("comment draw agreed", "", " {draw agreed}", "1/2-1/2", "agrees"),
                Arguments.of("comment agreed draw", "", " {Agreed draw}", "1/2-1/2", "agrees"),
                Arguments.of("comment 认输", "", " {黑方认输}", "1-0", "agrees"),
                Arguments.of("comment 超时", "", " {红方超时}", "0-1", "agrees"),
                Arguments.of("comment 和棋", "", " {和棋}", "1/2-1/2", "agrees"),
                Arguments.of("comment 议和", "", " {双方议和}", "1/2-1/2", "agrees"),
                Arguments.of("comment 判和", "", " {裁判判和}", "1/2-1/2", "agrees"),
                Arguments.of("comment 判负", "", " {黑方判负}", "1-0", "agrees"),
                Arguments.of("comment adjudicated", "", " {adjudicated}", "0-1", "agrees"),
                // cutechess-cli's final comments
                Arguments.of("cutechess loses on time", "", " {White loses on time}", "0-1", "agrees"),
                Arguments.of("cutechess draw by timeout", "", " {Draw by timeout}", "1/2-1/2", "agrees"),
                Arguments.of("cutechess wins by adjudication", "", " {White wins by adjudication}", "1-0", "agrees"),
                Arguments.of("cutechess makes an illegal move", "", " {Black makes an illegal move: h9i9}", "1-0",
                        "agrees"),
                Arguments.of("cutechess disconnects", "", " {Black disconnects}", "1-0", "agrees"),
                Arguments.of("cutechess connection stalls", "", " {White's connection stalls}", "0-1", "agrees"),
                Arguments.of("cutechess draw by agreement", "", " {Draw by agreement}", "1/2-1/2", "agrees"),
                // real contradictions still count
                Arguments.of("a draw agreed written under a win", "", " {draw agreed}", "1-0", "not-ended"),
                Arguments.of("a resignation written under a draw", "", " {Black resigns}", "1/2-1/2", "not-ended"),
                Arguments.of("no stated ending", "", "", "1-0", "not-ended"),
                Arguments.of("a comment inside a variation is not the final comment", "", " (2. b9c7 {resigns})",
                        "1-0", "not-ended"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("recordedEndings")
    void anEndingTheRecordStatesAgreesWhenTheRulesDoNotEndTheGameEarlier(String name, String tags, String comment,
            String result, String kind) throws Exception {
        Path pgn = game(tags, "1. h2e2 h9g7" + comment, result);
        JsonNode n = judged(pgn);
        assertEquals(kind, n.get("kind").asText(), n.toString());
        if (kind.equals("agrees")) {
            assertEquals(result, n.get("result").asText());
            assertTrue(n.get("reason").asText().startsWith("as recorded ("), n.get("reason").asText());
        }
        assertEquals(kind.equals("agrees") ? 0 : 1, Cli.run("adjudicate", "--strict", pgn.toString()).exit());
    }

    static Stream<Arguments> contradictions() {
        return Stream.of(
                Arguments.of("time forfeit against the side the rules score as winner", "[Termination \"time "
                        + "forfeit\"]\n", PINNED_MOVES, "0-1", "different-result"),
                Arguments.of("draw agreed over a position the rules score as a win", "", PINNED_MOVES
                        + " {draw agreed}", "1/2-1/2", "different-result"),
                Arguments.of("resignation after the rules ended the game", "[Termination \"normal\"]\n", PINNED_MOVES
                        + " 5. d0e1 {Black resigns}", "1-0", "agrees"),
                Arguments.of("time forfeit recorded past the rules' ending", "[Termination \"time forfeit\"]\n",
                        PINNED_MOVES + " 5. d0e1 c1c2", "0-1", "ended-earlier"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("contradictions")
    void theRulesWinOverAStatedEndingWhenTheyEndTheGameFirst(String name, String tags, String moves, String result,
            String kind) throws Exception {
        JsonNode n = judged(game("[FEN \"" + PINNED_FEN + "\"]\n" + tags, moves, result));
        assertEquals(kind, n.get("kind").asText(), n.toString());
        assertEquals("perpetual-chase", n.get("termination").asText());
    }

    @Test
    void aFileThatYieldsNoGameSaysSoAndFailsStrict() throws Exception {
        Path empty = dir.resolve("empty.pgn");
        Files.writeString(empty, "\n\n   \n");
        Cli r = Cli.run("adjudicate", empty.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(1, r.err().lines().filter(l -> l.contains("empty.pgn: no game found")).count(), r.err());
        assertTrue(r.out().contains("0 games"), r.out());
        Cli strict = Cli.run("adjudicate", "--strict", empty.toString());
        assertEquals(1, strict.exit(), strict.err());
    }

    private Path game(String tags, String moves, String result) throws Exception {
        Path pgn = Files.createTempFile(dir, "game", ".pgn");
        Files.writeString(pgn, "[Event \"t\"]\n[Result \"" + result + "\"]\n" + tags + "\n" + moves + " " + result
                + "\n", StandardCharsets.UTF_8);
        return pgn;
    }

    private static JsonNode judged(Path pgn) throws Exception {
        Cli r = Cli.run("adjudicate", "--json", pgn.toString());
        assertEquals(1, r.out().lines().count(), r.out() + r.err());
        return JSON.readTree(r.out());
    }
}
