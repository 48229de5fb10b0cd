package arbiter.core.game;

import java.util.List;
import java.util.Map;

/**
 * What a game is: one value per game (xiangqi, chess, chess960), chosen by name with {@code --game}. Everything the
 * runner, books, clocks, statistics and reports know about the game they run comes through this interface and the
 * {@link GameState} it starts; none of them asks which game it is.
 *
 * <p>Moves cross this interface as <em>canonical coordinate text</em>: from-square, to-square and, for a chess
 * promotion, the piece letter ({@code h2e2} in xiangqi with ranks 0-9; {@code e2e4}, {@code e7e8q} in chess;
 * castling as the king's two-square move {@code e1g1} in chess and as king-takes-own-rook {@code e1h1} in
 * chess960, as UCI engines write them in each mode).
 */
public interface Variant {

    /** The name users select it by: {@code xiangqi}, {@code chess}, {@code chess960}. */
    String name();

    /**
     * Whether a PGN record's {@code [Variant]} or {@code [Game]} tag, trimmed and in lower case, names this game
     * ({@code xiangqi}, {@code chinese chess}; {@code standard}, {@code chess}; {@code chess960},
     * {@code fischerandom}).
     */
    boolean namedBy(String tag);

    /** What fastchess and cutechess-cli call this game in {@code -variant}: {@code standard}, {@code xiangqi}. */
    String managerName();

    /**
     * Whether a record whose game no tag names is of this game by its first move {@code move} (the games are asked
     * in their registration order; the first that claims the move has it): xiangqi claims moves in Chinese, WXF or
     * coordinates with ranks 1-10; chess claims SAN, and one of its twenty first moves in coordinates when the
     * record has no {@code [FEN]} and names no {@code [Red]} player. {@code tag} looks a tag up (null: absent).
     */
    boolean claimsFirstMove(String move, java.util.function.UnaryOperator<String> tag);

    /**
     * The game that plays records of both this game and {@code other}, or null when none does: chess960 for chess
     * and chess960 (the standard array is one of its 960), this game for itself.
     */
    default Variant commonGame(Variant other) {
        return other == this ? this : null;
    }

    /** The file name of its bundled opening book in {@code openings/} ({@code chess.epd}). */
    default String bundledBook() {
        return name() + ".epd";
    }

    /** The scoring a tournament of this game uses unless told otherwise: {@code 1-0.5-0} (chess's custom). */
    default String defaultScoring() {
        return "1-0.5-0";
    }

    /** What {@code arbiter bench} measures for this game: perft positions and depth, and the peers to race. */
    BenchPlan benchPlan();

    /**
     * {@code games} random games of at most {@code maxPlies} plies (the same {@code seed}, the same games), and the
     * work {@code arbiter bench} times on them. By default the games are played and replayed through
     * {@link GameState}; a game may offer finer work (its board alone, its judge).
     */
    default BenchPlan.Corpus benchCorpus(int games, long seed, int maxPlies) {
        return RandomPlay.corpus(this, games, seed, maxPlies);
    }

    /** How engine protocols name this game and send its positions. */
    EngineNames engineNames();

    /** Whether Polyglot books (which hash standard chess positions) hold openings of this game. */
    default boolean readsPolyglot() {
        return false;
    }

    /** The initial position's FEN (for chess960, the standard array, which is one of the 960). */
    String initialFen();

    /** The side's name in this game: "Red"/"Black" in xiangqi, "White"/"Black" in chess; also the PGN tag name. */
    String sideName(Side side);

    /** The rule sets that judge this game, by name, the default first. */
    List<String> ruleNames();

    /** The default rule set's name ({@code pikafish}, {@code fide}). */
    default String defaultRules() {
        return ruleNames().get(0);
    }

    /**
     * The named rule set of this game (null: the default), with its options ({@code china-1999/40}), or an error
     * that lists the game's rule sets.
     */
    Parsed<Rules> rules(String name);

    /**
     * A game from {@code fen} judged by the named rule set (null: the default). The game may already be over (a
     * mate in the FEN). An error names the FEN field or says which rule sets exist.
     */
    default Parsed<GameState> start(String fen, String rules) {
        return rules(rules).flatMap(r -> startUnder(fen, r));
    }

    /** A game from {@code fen} judged by {@code rules}, one of this game's ({@link #rules}); an error names the FEN field. */
    Parsed<GameState> startUnder(String fen, Rules rules);

    /**
     * The notation a record's moves are written in: its {@code [Format]} tag ({@code formatTag}, null when it has
     * none), else what the moves from {@code fen} (null: the initial position) show; an error when the moves show
     * none of the game's notations. A game with one move syntax, read move by move ({@link GameState#readMove}:
     * chess's SAN or UCI), answers {@link Notation#COORDINATE}.
     */
    default Parsed<Notation> recordNotation(String formatTag, String fen, List<String> moves) {
        return new Parsed.Ok<>(Notation.COORDINATE);
    }

    /**
     * A record's move tokens, written in {@code notation} ({@link #recordNotation}), replayed from {@code start}
     * (a game of this variant) and stopped at the first ply where the rules end the game ({@link
     * Adjudication#ofMoves} says how an illegal or unreadable token ends it). A game may take a faster path of its
     * own; the judgement is the same.
     */
    default Parsed<Adjudication> replay(GameState start, List<String> tokens, Notation notation) {
        return Adjudication.ofMoves(start, tokens);
    }

    /**
     * The canonical text of a move as an engine wrote it in coordinates, or null when the text has no such shape
     * in this game (its legality is not judged here).
     *
     * @param ranksFromOne the engine counts ranks from 1 where this game's canonical text counts from 0 (xiangqi
     *                     engines in Fairy-Stockfish's UCI mode: {@code h3e3} for {@code h2e2}); chess ignores it
     */
    String fromEngine(String text, boolean ranksFromOne);

    /** The canonical move as an engine reads it (see {@link #fromEngine}). */
    String toEngine(String move, boolean ranksFromOne);

    /** Whether a FEN has this game's shape (board size, piece letters), to infer {@code --game} from a FEN. */
    boolean fits(String fen);

    /** The notations this game reads and writes; the first is what its PGN files use by default. */
    List<Notation> notations();

    /**
     * A record's moves read in this game's syntax from {@code fen} (its own notations, told from the moves; for
     * xiangqi {@code source} names it, null to tell from the first move) and written in {@code target}, judged by
     * the board alone (no rule set ends the line early). An error names the first move that cannot be read or
     * played, as {@code move N 'text'}, or the FEN.
     */
    Parsed<List<String>> translate(String fen, List<String> moves, Notation source, Notation target);

    /**
     * PGN tags that name the game in files this program writes (e.g. {@code Variant "chess960"}), in order; empty
     * for the game a reader assumes without tags.
     */
    Map<String, String> pgnTags();

    /**
     * Whether a game from {@code fen} needs {@code [FEN]} and {@code [SetUp "1"]} tags in PGN: always for xiangqi
     * (the records Arbiter reads and writes have always carried them), in chess only when the game does not start
     * from the initial position, as the PGN standard says.
     */
    boolean needsFenTag(String fen);
}
