package arbiter.core.xiangqi;

import arbiter.core.game.GameState;
import arbiter.core.game.Restriction;
import arbiter.core.game.Variant;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.game.Side;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.game.Notation;
import arbiter.core.xiangqi.notation.Notations;
import arbiter.core.xiangqi.board.Perft;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;

/**
 * A xiangqi {@link Game} seen through {@link GameState}. The rule core's {@link Game} stays the fast path for
 * judging records; this wrapper adds one small object per ply, which the runner does not feel.
 *
 * @param game the game
 */
public record XiangqiState(Game game) implements GameState {

    @Override
    public Variant variant() {
        return Xiangqi.INSTANCE;
    }

    @Override
    public String rulesName() {
        return game.rules().name();
    }

    @Override
    public String startFen() {
        return game.startPosition().fen();
    }

    @Override
    public String fen() {
        return game.position().fen();
    }

    @Override
    public Side sideToMove() {
        return game.position().sideToMove();
    }

    @Override
    public Side startSide() {
        return game.startPosition().sideToMove();
    }

    @Override
    public int startFullmoveNumber() {
        return game.startPosition().fullmoveNumber();
    }

    @Override
    public int ply() {
        return game.ply();
    }

    @Override
    public Outcome outcome() {
        return game.outcome();
    }

    @Override
    public int legalMoveCount() {
        return game.position().legalMoves().size();
    }

    @Override
    public List<String> legalMoves() {
        return game.position().legalMoves().stream().map(Move::toString).toList();
    }

    @Override
    public List<String> moves() {
        return arbiter.core.game.IndexedList.map(game.moves(), Move::toString);
    }

    @Override
    public List<arbiter.core.game.Duty> duties() {
        return game.duties();
    }

    @Override
    public List<arbiter.core.game.Finding> findings() {
        return game.findings();
    }

    @Override
    public Restriction restriction() {
        arbiter.core.xiangqi.rules.Obligation o = game.obligation();
        if (o == null) {
            return null;
        }
        List<Move> banned = o.bannedIn(game.position());
        return banned.isEmpty() ? null
                : new Restriction(banned.stream().map(Move::toString).toList(), o.article(), o.reason());
    }

    @Override
    public Parsed<String> readMove(String text) {
        Move m = Move.parse(text.strip().replaceAll("[+#!?]+$", ""));
        if (m == null) {
            return new Parsed.Err<>("move", "'" + text + "' is not a coordinate move; expected four characters such "
                    + "as h2e2");
        }
        Played p = game.position().play(m);
        if (p instanceof Played.Illegal illegal) {
            return new Parsed.Err<>(ILLEGAL, illegal.reason());
        }
        return new Parsed.Ok<>(m.toString());
    }

    @Override
    public GameState play(String move) {
        return new XiangqiState(game.play(move));
    }

    @Override
    public GameState refuse(String moveText, String why) {
        return new XiangqiState(game.refuse(moveText, why));
    }

    @Override
    public GameState end(Termination termination, Side loser, String reason) {
        return new XiangqiState(game.end(termination, loser, reason));
    }

    /** Every xiangqi rule set makes a fallen flag lose. */
    @Override
    public GameState flagFell(Side side, String reason) {
        return end(Termination.TIME_FORFEIT, side, reason);
    }

    @Override
    public boolean lateMoveMayStand() {
        return game.rules().mateAfterFlagStands();
    }

    @Override
    public GameState lateMove(String move, Side side, String reason) {
        if (game.rules().mateAfterFlagStands() && side == sideToMove()) {
            Game after = game.play(move);
            Termination t = after.outcome().termination();
            if ((t == Termination.CHECKMATE || t == Termination.STALEMATE) && after.ply() > game.ply()) {
                return new XiangqiState(after);
            }
        }
        return flagFell(side, reason);
    }

    @Override
    public long perft(int depth) {
        return Perft.count(game.position(), depth);
    }

    @Override
    public Map<String, Long> divide(int depth) {
        Map<String, Long> out = new LinkedHashMap<>();
        Perft.divide(game.position(), depth).forEach((m, n) -> out.put(m.toString(), n));
        return out;
    }

    @Override
    public List<String> notate(Notation notation) {
        if (!Xiangqi.INSTANCE.notations().contains(notation)) {
            throw new IllegalArgumentException(notation + " is not a xiangqi notation");
        }
        return Notations.writeAll(notation, game.startPosition(), game.moves());
    }

    @Override
    public List<String> notateFrom(Notation notation, int from) {
        if (!Xiangqi.INSTANCE.notations().contains(notation)) {
            throw new IllegalArgumentException(notation + " is not a xiangqi notation");
        }
        return Notations.writeFrom(notation, game.startPosition(), game.moves(), from);
    }
}
