package arbiter.core.chess;

import arbiter.core.game.Rules;

import arbiter.core.game.Parsed;
import arbiter.core.game.Side;
import arbiter.core.game.Notation;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Western chess as a {@link Variant}: {@link #STANDARD} ({@code chess}) and {@link #CHESS960} ({@code chess960},
 * Fischer random chess, whose castling rules also cover the standard array). Judged by the {@link ChessRules}
 * ({@code fide} by default); moves read and written in SAN and in UCI coordinates.
 */
public final class Chess implements Variant {
    /** Standard chess: castling written {@code e1g1}. */
    public static final Chess STANDARD = new Chess("chess", false);
    /** Chess960: castling written king-takes-rook, {@code e1h1}; X-FEN castling letters. */
    public static final Chess CHESS960 = new Chess("chess960", true);

    private static final String PIECE_LETTERS = "pnbrqkPNBRQK";

    private final String name;
    private final boolean chess960;

    private Chess(String name, boolean chess960) {
        this.name = name;
        this.chess960 = chess960;
    }

    @Override
    public String name() {
        return name;
    }

    /** A SAN move's shape (pawn moves, piece moves, castling), annotations allowed. */
    private static final java.util.regex.Pattern SAN = java.util.regex.Pattern.compile(
            "(?:[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=?[QRBN])?|[O0]-[O0](?:-[O0])?)[+#!?]*");
    /** A legal first move of chess in coordinates (pawn one or two ahead, a knight out). */
    private static final java.util.regex.Pattern CHESS_FIRST =
            java.util.regex.Pattern.compile("(?i)([a-h])2-?\\1[34]|b1-?[ac]3|g1-?[fh]3");

    /** Chess960: a tag with {@code 960} or {@code fischer} in it; chess: {@code standard}, {@code chess}, {@code normal}. */
    @Override
    public boolean namedBy(String tag) {
        return chess960 ? tag.contains("960") || tag.contains("fischer")
                : tag.equals("standard") || tag.equals("chess") || tag.equals("normal");
    }

    @Override
    public String managerName() {
        return chess960 ? "fischerandom" : "standard";
    }

    /**
     * Standard chess claims SAN, and one of chess's twenty first moves in coordinates ({@code e2e4}, {@code g1f3})
     * when the record starts from the initial position and names no {@code [Red]} player; chess960 claims none (its
     * records say so in their tags).
     */
    @Override
    public boolean claimsFirstMove(String move, java.util.function.UnaryOperator<String> tag) {
        return !chess960 && (SAN.matcher(move).matches() || tag.apply("FEN") == null && tag.apply("Red") == null
                && CHESS_FIRST.matcher(move).matches());
    }

    /** Chess960 plays records of both chess games (the standard array is one of its 960). */
    @Override
    public Variant commonGame(Variant other) {
        return other == this ? this : other instanceof Chess ? CHESS960 : null;
    }

    /** {@code UCI_Variant chess} where offered, {@code UCI_Chess960} for chess960; xboard normal or fischerandom. */
    @Override
    public arbiter.core.game.EngineNames engineNames() {
        return new arbiter.core.game.EngineNames("chess", false, chess960, true,
                chess960 ? "fischerandom" : "normal");
    }

    /**
     * Perft to depth 6 from the initial position and to 5 from chessprogramming.org's "Kiwipete" against Stockfish,
     * and reading PGN against {@code pgn-extract -r}.
     */
    @Override
    public arbiter.core.game.BenchPlan benchPlan() {
        return new arbiter.core.game.BenchPlan(6, List.of(
                new arbiter.core.game.BenchPlan.PerftCase("initial position", initialFen(), 0),
                new arbiter.core.game.BenchPlan.PerftCase("Kiwipete",
                        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1)),
                new arbiter.core.game.BenchPlan.Peer("Stockfish", "/usr/games/stockfish", "stockfish",
                        chess960 ? List.of("setoption name UCI_Chess960 value true") : List.of()), true);
    }

    /** Polyglot keys hash standard chess positions: Chess960's own arrays are not in such books. */
    @Override
    public boolean readsPolyglot() {
        return !chess960;
    }

    /** Whether this is Chess960. */
    public boolean isChess960() {
        return chess960;
    }

    @Override
    public String initialFen() {
        return ChessPosition.INITIAL_FEN;
    }

    @Override
    public String sideName(Side side) {
        return side == Side.RED ? "White" : "Black";
    }

    @Override
    public List<String> ruleNames() {
        return ChessRules.names();
    }

    @Override
    public Parsed<Rules> rules(String name) {
        Optional<ChessRules> r = name == null ? Optional.of(ChessRules.defaultRules()) : ChessRules.byName(name);
        return r.<Parsed<Rules>>map(Parsed.Ok::new).orElseGet(() -> new Parsed.Err<>("rules", "'" + name
                + "' is not a chess rule set; expected one of " + String.join(", ", ruleNames())));
    }

    @Override
    public Parsed<GameState> startUnder(String fen, Rules rules) {
        return position(fen).map(p -> ChessGame.start(p, (ChessRules) rules));
    }

    /** A position of this game from a FEN (null: the initial position); errors name the FEN field. */
    public Parsed<ChessPosition> position(String fen) {
        if (!chess960 && (fen == null || fen.equals(ChessPosition.INITIAL_FEN))) {
            return new Parsed.Ok<>(ChessPosition.initial()); // most records start there: read its FEN once
        }
        return ChessFen.parse(fen == null ? initialFen() : fen, chess960);
    }

    /**
     * Whether the FEN has a chess board's shape: eight ranks of chess letters and digits, eight squares each.
     * Standard chess also refuses a FEN whose castling rights only Chess960 allows, so that {@code --game} is
     * inferred as {@code chess960} for it.
     */
    @Override
    public boolean fits(String fen) {
        if (fen == null || !shape(fen.trim().split("\\s+", 2)[0])) {
            return false;
        }
        return chess960 || ChessFen.parse(fen, false) instanceof Parsed.Ok
                || !(ChessFen.parse(fen, true) instanceof Parsed.Ok);
    }

    private static boolean shape(String placement) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            return false;
        }
        for (String r : ranks) {
            int squares = 0;
            for (int i = 0; i < r.length(); i++) {
                char c = r.charAt(i);
                if (c >= '1' && c <= '8') {
                    squares += c - '0';
                } else if (PIECE_LETTERS.indexOf(c) >= 0) {
                    squares++;
                } else {
                    return false;
                }
            }
            if (squares != 8) {
                return false;
            }
        }
        return true;
    }

    /** SAN first (what PGN files carry), then UCI coordinates. */
    @Override
    public List<Notation> notations() {
        return List.of(Notation.SAN, Notation.COORDINATE);
    }

    @Override
    public Map<String, String> pgnTags() {
        return chess960 ? Map.of("Variant", "chess960") : Map.of();
    }

    /** Chess960 always; standard chess when the FEN is not the initial position. */
    @Override
    public boolean needsFenTag(String fen) {
        if (chess960) {
            return true;
        }
        Parsed<ChessPosition> p = ChessFen.parse(fen, false);
        return !(p instanceof Parsed.Ok<ChessPosition> ok && ok.value().fen().equals(ChessPosition.INITIAL_FEN));
    }

    /** The move in UCI coordinates, lower-cased ({@code e7e8Q} gives {@code e7e8q}), or null for another shape. */
    public String fromEngine(String text, boolean ranksFromOne) {
        ChessMove m = ChessMove.parse(text == null ? null : text.trim());
        return m == null ? null : m.toString();
    }

    /** Chess engines read the canonical text as it is. */
    public String toEngine(String move, boolean ranksFromOne) {
        return move;
    }

    /**
     * A record's moves, read in SAN (tolerantly) or coordinates from {@code fen} (null: the initial position), in
     * {@code target} notation. {@code source} is not needed: each move's text tells. An error names the first
     * move that cannot be read or played, as {@code move N 'text'}, or the FEN.
     */
    public Parsed<List<String>> translate(String fen, List<String> moves, Notation source, Notation target) {
        if (target != Notation.SAN && target != Notation.COORDINATE) {
            return new Parsed.Err<>("notation", target + " is not a chess notation; expected SAN or COORDINATE");
        }
        Parsed<ChessPosition> start = position(fen);
        if (start instanceof Parsed.Err<ChessPosition> e) {
            return new Parsed.Err<>("FEN tag", e.describe());
        }
        ChessPosition p = start.orThrow();
        List<String> out = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            int code = ChessSan.code(p, moves.get(i));
            if (code < 0) {
                Parsed.Err<ChessMove> e = (Parsed.Err<ChessMove>) ChessSan.read(p, moves.get(i));
                return new Parsed.Err<>("move " + (i + 1) + " '" + moves.get(i) + "'", e.message());
            }
            out.add(target == Notation.SAN ? ChessSan.write(p, code) : ChessPosition.text(code, p.isChess960()));
            p = p.after(code);
        }
        return new Parsed.Ok<>(out);
    }

    /**
     * The Chess960 start position with this number (0-959) in the standard numbering (Scharnagl's): the number's
     * remainders place the light-squared bishop, the dark-squared bishop, the queen and the two knights, and the
     * king stands between the rooks on the three squares left. Number 518 is the standard array.
     *
     * @throws IllegalArgumentException when the number is outside 0-959
     */
    public static String chess960StartFen(int number) {
        if (number < 0 || number > 959) {
            throw new IllegalArgumentException("a Chess960 start position number is 0-959, got " + number);
        }
        char[] rank = new char[8];
        int n = number;
        rank[2 * (n % 4) + 1] = 'B';
        n /= 4;
        rank[2 * (n % 4)] = 'B';
        n /= 4;
        placeOnEmpty(rank, n % 6, 'Q');
        n /= 6;
        int[][] knights = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
        placeOnEmpty(rank, knights[n][1], 'N'); // the later one first, so the earlier index still counts right
        placeOnEmpty(rank, knights[n][0], 'N');
        placeOnEmpty(rank, 0, 'R');
        placeOnEmpty(rank, 0, 'K');
        placeOnEmpty(rank, 0, 'R');
        String white = new String(rank);
        return white.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
    }

    private static void placeOnEmpty(char[] rank, int index, char piece) {
        for (int i = 0, empty = 0; i < 8; i++) {
            if (rank[i] == 0 && empty++ == index) {
                rank[i] = piece;
                return;
            }
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
