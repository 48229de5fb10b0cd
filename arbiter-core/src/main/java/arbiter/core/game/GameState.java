package arbiter.core.game;

import java.util.List;

/**
 * An immutable game so far, in any {@link Variant}, judged by its rule set after every ply. Playing a move returns
 * the next state; an illegal move ends the game ({@link Termination#ILLEGAL_MOVE}) instead of throwing. The
 * runner only enforces what this answers: even a fallen flag is handed to {@link #flagFell}, because whether it
 * loses or draws belongs to the rule set.
 */
public interface GameState {

    /** The game this is. */
    Variant variant();

    /** The name of the rule set judging it. */
    String rulesName();

    /** The FEN the game started from. */
    String startFen();

    /** The current position's FEN. */
    String fen();

    /** The side to move now. */
    Side sideToMove();

    /** The side to move at the start. */
    Side startSide();

    /** The start position's full-move number (FEN field 6). */
    int startFullmoveNumber();

    /** Plies played from the start. */
    int ply();

    /** How the game stands: ongoing, or result, termination, ply and reason. */
    Outcome outcome();

    /** True once the game is over. */
    default boolean isOver() {
        return outcome().isOver();
    }

    /** How many legal moves the side to move has. */
    int legalMoveCount();

    /** The legal moves of the side to move, as canonical coordinate text. */
    List<String> legalMoves();

    /** The moves played from the start, as canonical coordinate text (see {@link Variant}). */
    List<String> moves();

    /**
     * The legal move {@code text} names in the current position, as canonical coordinate text. Read in the game's
     * own move syntax: coordinates ({@code h2e2}, ICCS {@code H2-E2}) in xiangqi; SAN ({@code Nf3}, tolerant of
     * common variants) or UCI ({@code g1f3}) in chess. Trailing {@code + # ! ?} are ignored. An error says why the
     * text is no move or which rule the move breaks; its field is {@link #ILLEGAL} when the text names a move that
     * the rules forbid (a record holding it shows an illegal move, which loses), anything else when it names no move.
     */
    Parsed<String> readMove(String text);

    /**
     * The game after the move {@code text} names, read as {@link #readMove} reads it, with the same errors; one
     * step for judging records, which a game may do without writing the move as text and reading it again.
     */
    default Parsed<GameState> readAndPlay(String text) {
        return readMove(text).map(this::play);
    }

    /**
     * The game after the moves {@code tokens[from..]} are read and played in turn, as {@link #readAndPlay(String)}
     * reads each: it stops before the first token that names no legal move, once the game is over, or at the end of
     * the list, and may stop sooner after a move it played. How many it played is the difference of the plies; to
     * judge a record, a caller goes on from there, and plays a token that stopped it with
     * {@link #readAndPlay(String)}, which says why it cannot be played. A game may replay faster so than move by
     * move.
     *
     * @throws IllegalStateException when the game is already over
     */
    default GameState readAndPlay(List<String> tokens, int from) {
        GameState g = this;
        for (int i = from; i < tokens.size() && !g.isOver(); i++) {
            if (!(g.readAndPlay(tokens.get(i)) instanceof Parsed.Ok<GameState> ok)) {
                break;
            }
            g = ok.value();
        }
        return g;
    }

    /**
     * The moves the side to move may not play now because the rules oblige it to vary, or null when none are
     * banned (no rule set of chess ever bans any).
     */
    default Restriction restriction() {
        return null;
    }

    /** The duties to vary (变着) that arose in the game, in order, each as it stands now; empty in most games. */
    default List<arbiter.core.game.Duty> duties() {
        return List.of();
    }

    /** What a player could have claimed and did not (judging a record), in order; empty in most games. */
    default List<arbiter.core.game.Finding> findings() {
        return List.of();
    }

    /** The {@link Parsed.Err#field()} of {@link #readMove} for a move the rules forbid. */
    String ILLEGAL = "illegal move";

    /**
     * The game after one more move given as canonical coordinate text. Text that is no move in this game, or an
     * illegal move, ends the game as a loss for the mover ({@link Termination#ILLEGAL_MOVE}) with a reason naming
     * the move, the ply and the position.
     *
     * @throws IllegalStateException when the game is already over
     */
    GameState play(String move);

    /**
     * The side to move loses by {@link Termination#ILLEGAL_MOVE} for a move that cannot be played, given as text
     * with the reason (e.g. an engine's answer in no notation).
     *
     * @throws IllegalStateException when the game is already over
     */
    GameState refuse(String moveText, String why);

    /**
     * The game ended from outside the board rules at the current ply: an engine crash or stall, a resignation, an
     * organiser's adjudication. {@code loser} null means a draw.
     *
     * @throws IllegalStateException when the game is already over
     */
    GameState end(Termination termination, Side loser, String reason);

    /**
     * The flag of {@code side} fell at the current ply. The rule set decides: a loss, or a draw when the opponent
     * could not mate by any series of legal moves (FIDE today). {@code reason} says how the flag fell; the rule set
     * may add what it decided.
     *
     * @throws IllegalStateException when the game is already over
     */
    GameState flagFell(Side side, String reason);

    /**
     * A move {@code move} (canonical text) of {@code side} that arrived after its flag fell. The rule set decides:
     * the flag (as {@link #flagFell}), or, under rules where a mate on the board stands though the clock was late
     * (1999 22.5), the move when it mates or stalemates.
     *
     * @throws IllegalStateException when the game is already over
     */
    default GameState lateMove(String move, Side side, String reason) {
        return flagFell(side, reason);
    }

    /**
     * Whether {@link #lateMove} can differ from {@link #flagFell} under this game's rules, so that a move arriving
     * after the flag is worth awaiting.
     */
    default boolean lateMoveMayStand() {
        return false;
    }

    /**
     * Perft: how many sequences of {@code depth} legal moves start from the current position (1 at depth 0). The
     * rules' endings other than having no legal move are ignored, as perft counts.
     */
    long perft(int depth);

    /** {@link #perft} below each legal move (canonical text), in generation order; depth 1 or more. */
    java.util.Map<String, Long> divide(int depth);

    /**
     * The moves played, written in {@code notation} (one of the variant's {@link Variant#notations()}), each
     * exactly as a PGN file of that notation carries it.
     *
     * @throws IllegalArgumentException when the game does not use that notation
     */
    List<String> notate(Notation notation);

    /**
     * The moves from ply {@code from} on (0 for all), written as {@link #notate} writes them: a follower of a game
     * in progress writes each new move once instead of the whole game again.
     */
    default List<String> notateFrom(Notation notation, int from) {
        List<String> all = notate(notation);
        return all.subList(Math.min(from, all.size()), all.size());
    }
}
