package arbiter.cli;

import arbiter.cli.play.MatchCommandTest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The commands with {@code --game chess}: perft, adjudication of chess PGN from the wild, conversion, Polyglot books,
 * and matches between real Debian engines (Stockfish and Ethereal through UCI), checked with pgn-extract.
 */
public class ChessCommandsTest {
    public static final Path STOCKFISH = Path.of("/usr/games/stockfish");
    static final Path ETHEREAL = Path.of("/usr/games/ethereal-chess");
    static final Path PGN_EXTRACT = Path.of("/usr/games/pgn-extract");
    public static final Path PHALANX = Path.of("/usr/games/phalanx");
    static final Path GNUCHESS_BOOK = Path.of("/usr/share/games/gnuchess/book.bin");
    private static final ObjectMapper JSON = new ObjectMapper();

    static Path wild() throws Exception {
        return Path.of(ChessCommandsTest.class.getResource("/chess/wild.pgn").toURI());
    }

    public static void need(Path program, String debianPackage) {
        if (!Files.exists(program)) {
            fail(program + " is missing: install the Debian package " + debianPackage + " (./test.sh does, as root)");
        }
    }

    @ParameterizedTest(name = "{0} depth {2}")
    @CsvSource(delimiter = '|', textBlock = """
            start, --game chess            | chess | 4 | 197281 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
            Kiwipete, game told by the FEN | ''    | 3 | 97862  | r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
            position 3                     | ''    | 4 | 43238  | 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1
            """)
    void perftCountsChessPositions(String name, String game, int depth, long nodes, String fen) throws Exception {
        Cli r = game.isEmpty() ? Cli.run("perft", "--fen", fen, "--depth", "" + depth, "--json")
                : Cli.run("perft", "--game", game, "--fen", fen, "--depth", "" + depth, "--json");
        assertEquals(0, r.exit(), r.err());
        assertEquals(nodes, JSON.readTree(r.out()).get("nodes").asLong(), r.out());
    }

    @Test
    void aBadChessFenIsNamedByItsField() {
        Cli r = Cli.run("perft", "--game", "chess", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                "--depth", "1");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("Invalid value for option '--fen': side to move: "), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @ParameterizedTest(name = "{1}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            0 | Opera game                    | checkmate            | 1-0     | agrees
            1 | lichess export, clocks, NAGs  | checkmate            | 1-0     | agrees
            2 | the Immortal Game             | checkmate            | 1-0     | agrees
            3 | Loyd's stalemate              | stalemate            | 1/2-1/2 | agrees
            4 | knights out and back          | threefold-repetition | 1/2-1/2 | agrees
            5 | the last pawn taken           | insufficient-material| 1/2-1/2 | agrees
            6 | a flag against a bare king    | time-forfeit         | 1/2-1/2 | different-result
            """)
    void chessRecordsFromTheWildAreJudgedByTheFideLaws(int index, String name, String termination, String result,
                                                       String kind) throws Exception {
        Cli r = Cli.run("adjudicate", "--json", wild().toString());
        List<String> lines = r.out().lines().filter(l -> l.startsWith("{")).toList();
        assertEquals(7, lines.size(), r.out() + r.err());
        JsonNode g = JSON.readTree(lines.get(index));
        assertEquals(termination, g.get("termination").asText(), g.toString());
        assertEquals(result, g.get("result").asText(), g.toString());
        assertEquals(kind, g.get("kind").asText(), g.toString());
    }

    @Test
    void underTheNineteenEightyFourLawsAFlagLosesEvenAgainstABareKing() throws Exception {
        Cli r = Cli.run("adjudicate", "--rules", "fide-1984", "--json", wild().toString());
        List<String> lines = r.out().lines().filter(l -> l.startsWith("{")).toList();
        JsonNode g = JSON.readTree(lines.get(6));
        assertEquals("0-1", g.get("result").asText(), g.toString());
        assertEquals("agrees", g.get("kind").asText(), g.toString());
    }

    @Test
    void aMoveListInSanIsJudgedAsChess() throws Exception {
        Cli r = Cli.run("adjudicate", "--json", "--moves", "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
        assertEquals(0, r.exit(), r.err());
        JsonNode g = JSON.readTree(r.out());
        assertEquals("checkmate", g.get("termination").asText());
        assertEquals("1-0", g.get("result").asText());
        assertEquals(7, g.get("ply").asInt());
    }

    @Test
    void convertingToCoordinatesAndBackGivesTheSameGames(@TempDir Path dir) throws Exception {
        Path uci = dir.resolve("uci.pgn");
        Path san = dir.resolve("san.pgn");
        assertEquals(0, Cli.run("convert", "--notation", "coordinate", "--out", uci.toString(), wild().toString())
                .exit());
        assertTrue(Files.readString(uci).contains("e1c1"), "castling long in coordinates");
        Cli back = Cli.run("convert", "--game", "chess", "--notation", "san", "--out", san.toString(), uci.toString());
        assertEquals(0, back.exit(), back.err());
        String text = Files.readString(san);
        assertTrue(text.contains("12. O-O-O Rd8") && text.contains("17. Rd8# 1-0"), text);
        Cli judged = Cli.run("adjudicate", san.toString());
        assertTrue(judged.out().contains("7 games: 6 agree with the recorded result, 1 disagree"), judged.out());
    }

    @Test
    void aPolyglotBookGivesOpeningLinesFromItsWeights() {
        need(GNUCHESS_BOOK, "gnuchess-book");
        var book = arbiter.core.book.PolyglotBook.read(readAll(GNUCHESS_BOOK), GNUCHESS_BOOK.toString()).orThrow();
        var first = book.moves("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertFalse(first.isEmpty());
        assertTrue(first.stream().anyMatch(m -> m.move().equals("e2e4")), first.toString());
    }

    private static byte[] readAll(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void stockfishAndEtherealPlayChessFromAPolyglotBookAndPgnExtractReadsTheGames(@TempDir Path dir)
            throws Exception {
        need(STOCKFISH, "stockfish");
        need(ETHEREAL, "ethereal-chess");
        need(GNUCHESS_BOOK, "gnuchess-book");
        Path pgn = dir.resolve("chess.pgn");
        Path json = dir.resolve("chess.json");
        Cli r = MatchCommandTest.match(List.of("name=Stockfish", "cmd=" + STOCKFISH, "option.Hash=16"),
                List.of("name=Ethereal", "cmd=" + ETHEREAL, "option.Hash=16"),
                "--game", "chess", "--each", "nodes=3000", "--games", "4", "--concurrency", "2",
                "--openings", "file=" + GNUCHESS_BOOK, "depth=6", "seed=7", "--pgnout", pgn.toString(),
                "--json-out", json.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(4, games.size(), r.out());
        Set<String> fair = Set.of("checkmate", "stalemate", "threefold-repetition", "fifty-move-rule",
                "insufficient-material", "adjudication");
        for (String g : games) {
            assertTrue(fair.contains(g.substring(g.lastIndexOf(' ') + 1)), "not an ending on the board: " + g);
        }
        String text = Files.readString(pgn);
        assertTrue(text.contains("[White \"Stockfish\"]") && text.contains("[Black \"Ethereal\"]"), text);
        assertFalse(text.contains("[Red "), text);
        assertTrue(text.matches("(?s).*\\{[-+]\\d+\\.\\d\\d/\\d+ \\d+\\.\\d{3}s\\}.*"), "cutechess-style comments");
        Cli again = Cli.run("adjudicate", "--strict", pgn.toString());
        assertEquals(0, again.exit(), again.out() + again.err());
        JsonNode report = JSON.readTree(json.toFile());
        assertEquals("chess", report.get("settings").get("game").asText());
        JsonNode first = report.get("games").get(0);
        assertTrue(first.has("white") && first.has("whiteThinkMs") && first.has("black") && !first.has("red"),
                "chess's side names in the JSON: " + first);
        if (Files.exists(PGN_EXTRACT)) {
            Process p = new ProcessBuilder(PGN_EXTRACT.toString(), "-r", pgn.toString()).redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes());
            p.waitFor();
            assertTrue(out.contains("4 games matched out of 4"), out);
            assertFalse(out.contains("Failed") || out.contains("error"), out);
        }
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void aChessBookMakesAChessMatchWithoutGame(@TempDir Path dir) throws Exception {
        need(STOCKFISH, "stockfish");
        Path book = dir.resolve("book.epd");
        Files.writeString(book, "# two positions\n"
                + "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 ; id \"open game\";\n"
                + "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 moves e1g1 ; id \"Kiwipete\"\n");
        Path pgn = dir.resolve("book.pgn");
        Cli r = MatchCommandTest.match(List.of("name=A", "cmd=" + STOCKFISH), List.of("name=B", "cmd=" + STOCKFISH),
                "--each", "nodes=500", "--games", "4", "--maxplies", "30", "--openings", "file=" + book,
                "--pgnout", pgn.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        String text = Files.readString(pgn);
        assertTrue(text.contains("[White \"A\"]") && text.contains("[FEN \"r3k2r/"), text);
        assertTrue(text.contains("O-O {book}"), text);
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void phalanxThroughXboardPlaysStockfishThroughUci(@TempDir Path dir) throws Exception {
        need(PHALANX, "phalanx");
        need(STOCKFISH, "stockfish");
        Path pgn = dir.resolve("xboard.pgn");
        Cli r = MatchCommandTest.match(List.of("name=Phalanx", "cmd=" + PHALANX, "proto=xboard"),
                List.of("name=SF", "cmd=" + STOCKFISH, "option.Skill Level=0"),
                "--game", "chess", "--each", "tc=3+0.05", "--games", "2", "--concurrency", "2", "--maxplies", "120",
                "--pgnout", pgn.toString(), "--protocol-log", "--log-dir", dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(2, games.size(), r.out());
        games.forEach(g -> assertFalse(g.contains("illegal-move") || g.contains("crash") || g.contains("stalled")
                || g.contains("time-forfeit"), g));
        String log = Files.readString(dir.resolve("Phalanx.protocol.log"));
        assertTrue(log.contains("> protover 2") && log.contains("> accepted setboard") && log.contains("> rejected sigint")
                && log.contains("> level 0 0:03 0.05")
                && log.contains("> setboard ") && log.contains("> go") && log.contains("> time ")
                && log.contains("> otim "), log);
        Cli again = Cli.run("adjudicate", "--strict", pgn.toString());
        assertEquals(0, again.exit(), again.out() + again.err());
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void theHtmlReportDrawsChessBoardsWithWhiteAtTheBottom(@TempDir Path dir) throws Exception {
        Path html = dir.resolve("report.html");
        Cli r = Cli.run("adjudicate", "--html", html.toString(), wild().toString());
        assertEquals(0, r.exit(), r.err());
        String page = Files.readString(html);
        // the disagreement (the flag against a bare king) is shown with its final board: White's rook on h5
        assertTrue(page.contains("aria-label=\"8/8/8/7R/3k4/8/3K4/8 w - - 2 2\""), page);
        int board = page.indexOf("aria-label=\"8/8/8/7R");
        int rook = page.indexOf("data-piece=\"R\"", board);
        assertTrue(rook > 0 && rook < page.indexOf("</svg>", board), "White's rook drawn on the board");
        assertTrue(page.substring(board, page.indexOf("</svg>", board)).chars().noneMatch(c -> c >= 0x2654
                && c <= 0x265F), "no piece left to a font");
        assertTrue(page.contains(">a</text>") && page.contains(">8</text>"), "files and ranks are lettered");
    }

    @Test
    void chess960GamesAreSetUpWithUciChess960AndCastleAsTheEngineWritesIt(@TempDir Path dir) throws Exception {
        need(STOCKFISH, "stockfish");
        Path book = dir.resolve("960.epd");
        // Chess960 position 0 (BBQNNRKR) and one where castling is soon possible both ways
        Files.writeString(book, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\n"
                + "r3k2r/ppp2ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPP2PPP/R3K2R w KQkq - 0 1\n");
        Path pgn = dir.resolve("960.pgn");
        Cli r = MatchCommandTest.match(List.of("name=A", "cmd=" + STOCKFISH), List.of("name=B", "cmd=" + STOCKFISH),
                "--game", "chess960", "--each", "nodes=1500", "--games", "4", "--concurrency", "2",
                "--openings", "file=" + book, "--pgnout", pgn.toString(), "--protocol-log", "--log-dir",
                dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        String text = Files.readString(pgn);
        assertTrue(text.contains("[Variant \"chess960\"]") && text.contains("[FEN \"bbqnnrkr/"), text);
        r.out().lines().filter(l -> l.startsWith("Game ")).forEach(g -> assertFalse(g.contains("illegal-move")
                || g.contains("crash"), g));
        assertTrue(Files.readString(dir.resolve("A.protocol.log")).contains("> setoption name UCI_Chess960 value true"));
        Cli again = Cli.run("adjudicate", "--strict", pgn.toString());
        assertEquals(0, again.exit(), again.out() + again.err());
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void perftOfAChess960Position() throws Exception {
        Cli r = Cli.run("perft", "--game", "chess960", "--fen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                "--depth", "3", "--json");
        assertEquals(0, r.exit(), r.err());
        assertEquals(12189, JSON.readTree(r.out()).get("nodes").asLong(), r.out());
    }
}
