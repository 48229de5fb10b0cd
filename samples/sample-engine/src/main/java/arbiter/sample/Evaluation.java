package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;

import java.util.Map;

/**
 * Static evaluation: material plus piece-square bonuses, in centipawns from Red's point of view.
 * <p>
 * Every term depends only on a piece and the point it stands on, so a move changes the score by a sum of table
 * look-ups. The search therefore carries the score down the tree ({@link #delta}) instead of rescanning the
 * board at every node, which matters because reading the board through {@link Position} is not free.
 */
public final class Evaluation {
    /** Material values by {@link PieceType} ordinal; the king's is 0 because losing it is mate, scored apart. */
    static final int[] VALUE = {0, 200, 200, 400, 900, 450, 100};
    /** A pawn that has crossed the river moves sideways too and is worth twice as much. */
    static final int PAWN_CROSSED = 200;

    /** [type ordinal][square index from Red's side] = material + bonus for a Red piece. */
    private static final int[][] TABLE = new int[7][90];

    static {
        for (int i = 0; i < 90; i++) {
            int file = i % 9;
            int rank = i / 9;
            int centre = 4 - Math.abs(file - 4); // 0 on the edge files, 4 on the e-file
            TABLE[PieceType.KING.ordinal()][i] = king(file, rank);
            TABLE[PieceType.ADVISOR.ordinal()][i] = VALUE[1] + (file == 4 && rank == 1 ? 5 : 0);
            TABLE[PieceType.BISHOP.ordinal()][i] = VALUE[2] + (file == 4 && rank == 2 ? 5 : 0);
            TABLE[PieceType.KNIGHT.ordinal()][i] = VALUE[3] + knight(file, rank, centre);
            TABLE[PieceType.ROOK.ordinal()][i] = VALUE[4] + rook(file, rank, centre);
            TABLE[PieceType.CANNON.ordinal()][i] = VALUE[5] + cannon(file, rank, centre);
            TABLE[PieceType.PAWN.ordinal()][i] = pawn(file, rank, centre);
        }
    }

    private Evaluation() {
    }

    private static int king(int file, int rank) {
        // Leaving the home point only exposes the king; the penalty stays small so that escaping a check is cheap.
        return -5 * Math.abs(file - 4) - 8 * rank;
    }

    private static int knight(int file, int rank, int centre) {
        int bonus = 4 * centre + (rank >= 2 && rank <= 7 ? 4 * Math.min(rank, 6) : 0);
        if (file == 0 || file == 8) {
            bonus -= 15; // a knight on the edge covers half its points
        }
        if (rank == 0) {
            bonus -= 10; // undeveloped
        }
        if (rank >= 6 && rank <= 8 && file >= 2 && file <= 6) {
            bonus += 20; // near the enemy palace, where knights give mate
        }
        return bonus;
    }

    private static int rook(int file, int rank, int centre) {
        int bonus = 2 * centre;
        if (rank == 0 && (file == 0 || file == 8)) {
            bonus -= 10; // still in the corner: the rook is the piece to develop first
        }
        if (rank >= 5 && rank <= 7) {
            bonus += 10; // across the river it attacks pawns and ties pieces down
        }
        return bonus;
    }

    private static int cannon(int file, int rank, int centre) {
        int bonus = file == 4 ? 15 : centre; // the central cannon pins the enemy centre
        if (rank == 9) {
            bonus += 10; // "bottom cannon" behind the enemy king
        }
        if (rank == 0) {
            bonus -= 5;
        }
        return bonus;
    }

    private static int pawn(int file, int rank, int centre) {
        if (rank <= 4) {
            return VALUE[6] + (rank == 4 ? 5 : 0);
        }
        int bonus = 3 * centre;
        bonus += switch (rank) {
            case 5 -> 0;
            case 6 -> 15;
            case 7, 8 -> 25;
            default -> -60; // on the last rank it can only move sideways
        };
        if (rank >= 7 && rank <= 8 && file >= 3 && file <= 5) {
            bonus += 20; // inside the palace it attacks the king's points
        }
        return PAWN_CROSSED + bonus;
    }

    /** The signed value of a piece on a point: positive for Red, negative for Black. */
    static int value(Piece piece, Square square) {
        int index = piece.side() == Side.RED ? square.index() : (9 - square.rank()) * 9 + square.file();
        int v = TABLE[piece.type().ordinal()][index];
        return piece.side() == Side.RED ? v : -v;
    }

    /** Material and placement of the whole position, from Red's point of view. */
    public static int evaluateRed(Position position) {
        int score = 0;
        for (Map.Entry<Square, Piece> e : position.pieces().entrySet()) {
            score += value(e.getValue(), e.getKey());
        }
        return score;
    }

    /** The same from the side to move's point of view, as negamax wants it. */
    public static int evaluate(Position position) {
        int red = evaluateRed(position);
        return position.sideToMove() == Side.RED ? red : -red;
    }

    /**
     * How a move changes the Red-relative score: the mover leaves its point, lands on the target, and whatever
     * stood there is gone. {@code victim} may be null.
     */
    static int delta(Piece mover, Piece victim, Move move) {
        int d = value(mover, move.to()) - value(mover, move.from());
        if (victim != null) {
            d -= value(victim, move.to());
        }
        return d;
    }

    /** Material only (no placement), used to order captures: most valuable victim first. */
    static int material(PieceType type) {
        return type == PieceType.KING ? 10_000 : VALUE[type.ordinal()];
    }
}
