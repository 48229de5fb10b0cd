package arbiter.core.chess;

import arbiter.core.game.Parsed;

/**
 * Reads and writes chess FEN. Castling rights are read in all three common spellings: {@code KQkq} (the outermost
 * rook of that wing), Shredder-FEN file letters ({@code HAha}) and X-FEN inner-rook file letters; they are written
 * {@code KQkq} in standard chess and X-FEN in Chess960 (a file letter only for a rook that is not the outermost
 * of its wing). The en-passant field is written only when a legal en-passant capture exists. Missing halfmove
 * clock and move number default to 0 and 1, missing castling and en-passant fields to {@code -}.
 */
public final class ChessFen {
    static final String PLACEMENT = "placement";
    static final String SIDE = "side to move";
    static final String CASTLING = "castling";
    static final String EN_PASSANT = "en passant";

    private ChessFen() {
    }

    /** Parses a FEN, checking everything a legal position needs; errors name the field. */
    public static Parsed<ChessPosition> parse(String fen, boolean chess960) {
        if (fen == null || fen.isBlank()) {
            return err("FEN", "is empty; expected a position such as " + ChessPosition.INITIAL_FEN);
        }
        String[] f = fen.trim().split("\\s+");
        if (f.length > 6) {
            return err("FEN", "has " + f.length + " fields; expected at most 6 (placement, side to move, castling,"
                    + " en passant, halfmove clock, move number)");
        }
        Board b = new Board();
        String bad = placement(f[0], b);
        if (bad != null) {
            return err(PLACEMENT, bad);
        }
        if (f.length < 2) {
            return err(SIDE, "is missing; expected 'w' (White) or 'b' (Black)");
        }
        switch (f[1]) {
            case "w", "W" -> b.side = Board.WHITE;
            case "b", "B" -> b.side = Board.BLACK;
            default -> {
                return err(SIDE, "is '" + f[1] + "'; expected 'w' (White) or 'b' (Black)");
            }
        }
        bad = f.length < 3 ? null : castling(f[2], b, chess960);
        if (bad != null) {
            return err(CASTLING, bad);
        }
        bad = f.length < 4 ? null : enPassant(f[3], b);
        if (bad != null) {
            return err(EN_PASSANT, bad);
        }
        if (f.length >= 5) {
            b.half = number(f[4], 0);
            if (b.half < 0) {
                return err("halfmove clock", "is '" + f[4] + "'; expected a whole number 0 or more");
            }
        }
        if (f.length >= 6) {
            b.full = number(f[5], 1);
            if (b.full < 1) {
                return err("move number", "is '" + f[5] + "'; expected a whole number 1 or more");
            }
        }
        int them = b.side ^ 1;
        if (b.attackers(b.kingSquare(them), b.occupied(), b.side) != 0) {
            String s = colourName(them);
            return err(PLACEMENT, s + " is in check but it is " + colourName(b.side) + "'s move; the side not"
                    + " to move cannot be in check");
        }
        b.key = b.computeKey();
        return new Parsed.Ok<>(new ChessPosition(b, chess960));
    }

    private static String placement(String text, Board b) {
        String[] ranks = text.split("/", -1);
        if (ranks.length != 8) {
            return "has " + ranks.length + " ranks; expected 8 separated by '/'";
        }
        for (int row = 0; row < 8; row++) {
            int rank = 7 - row;
            String r = ranks[row];
            String where = "rank " + (rank + 1) + " ('" + r + "')";
            int file = 0;
            for (int i = 0; i < r.length(); i++) {
                char c = r.charAt(i);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                    continue;
                }
                ChessPiece p = ChessPiece.fromFenChar(c);
                if (p == null) {
                    return "unknown letter '" + c + "' in " + where
                            + "; expected K Q R B N P (White), k q r b n p (Black) or a digit 1-8";
                }
                if (file >= 8) {
                    return where + " has more than 8 squares; expected exactly 8";
                }
                if (p.type() == ChessPieceType.PAWN && (rank == 0 || rank == 7)) {
                    return "a " + colourName(p.side().ordinal()) + " pawn stands on "
                            + ChessSquare.name(rank * 8 + file) + "; pawns cannot stand on rank 1 or 8";
                }
                b.toggle(p.side().ordinal(), p.type().ordinal(), rank * 8 + file);
                file++;
            }
            if (file != 8) {
                return where + " has " + file + " squares; expected exactly 8";
            }
        }
        for (int c = 0; c < 2; c++) {
            int kings = Long.bitCount(b.pieces(c, Board.KING));
            if (kings != 1) {
                return colourName(c) + " has " + (kings == 0 ? "no king" : kings + " kings") + "; expected exactly one";
            }
        }
        return null;
    }

    private static String castling(String text, Board b, boolean chess960) {
        if (text.equals("-")) {
            return null;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int colour = Character.isUpperCase(c) ? Board.WHITE : Board.BLACK;
            char u = Character.toUpperCase(c);
            if (u != 'K' && u != 'Q' && (u < 'A' || u > 'H')) {
                return "'" + c + "' in '" + text + "' is no castling letter; expected K Q k q, file letters A-H a-h,"
                        + " or '-'";
            }
            String who = colourName(colour);
            String white = colour == Board.WHITE ? "white" : "black";
            int rank = colour == Board.WHITE ? 0 : 7;
            int king = b.kingSquare(colour);
            if ((king >>> 3) != rank) {
                return "'" + c + "' needs " + who + "'s king on rank " + (rank + 1) + ", but it is on "
                        + ChessSquare.name(king);
            }
            if (!chess960 && (king & 7) != 4) {
                return "'" + c + "': " + who + "'s king is on " + ChessSquare.name(king) + ", not on the e-file;"
                        + " only Chess960 castles from there";
            }
            long rooks = b.pieces(colour, Board.ROOK) & Board.BACK_RANK[colour];
            int rook;
            if (u == 'K' || u == 'Q') {
                long wing = rooks & (u == 'K' ? Attacks.above(king) : Attacks.below(king));
                rook = wing == 0 ? -1 : u == 'K' ? 63 - Long.numberOfLeadingZeros(wing) : Long.numberOfTrailingZeros(wing);
                if (rook < 0) {
                    return chess960 ? "no " + white + " rook " + (u == 'K' ? "right" : "left") + " of the king on rank "
                            + (rank + 1) + " for " + c
                            : "no " + white + " rook on " + ChessSquare.name(rank * 8 + (u == 'K' ? 7 : 0)) + " for " + c;
                }
            } else {
                rook = rank * 8 + (u - 'A');
                if ((rooks & (1L << rook)) == 0) {
                    return "no " + white + " rook on " + ChessSquare.name(rook) + " for " + c;
                }
            }
            if (!chess960 && (rook & 7) != 0 && (rook & 7) != 7) {
                return "'" + c + "' names the rook on " + ChessSquare.name(rook) + "; in standard chess only the rooks"
                        + " on the a- and h-files castle";
            }
            long sameWing = b.castle & Board.BACK_RANK[colour] & (rook > king ? Attacks.above(king) : Attacks.below(king));
            if ((b.castle & (1L << rook)) == 0 && sameWing != 0) {
                return "two " + (rook > king ? "kingside" : "queenside") + " castling rights for " + who
                        + " in '" + text + "'; expected at most one per wing";
            }
            b.castle |= 1L << rook;
        }
        return null;
    }

    private static String enPassant(String text, Board b) {
        if (text.equals("-")) {
            return null;
        }
        int sq = ChessSquare.parse(text);
        if (sq < 0) {
            return "is '" + text + "'; expected '-' or a square such as e3";
        }
        int us = b.side;
        int them = us ^ 1;
        int rank = us == Board.WHITE ? 5 : 2;
        if ((sq >>> 3) != rank) {
            return text + " cannot be it with " + colourName(us) + " to move; expected a square on rank " + (rank + 1)
                    + " or '-'";
        }
        int pawn = us == Board.WHITE ? sq - 8 : sq + 8;
        int origin = us == Board.WHITE ? sq + 8 : sq - 8;
        if ((b.pieces(them, Board.PAWN) & (1L << pawn)) == 0) {
            return "is " + text + ", but no " + colourName(them).toLowerCase() + " pawn stands on "
                    + ChessSquare.name(pawn) + " that could just have moved " + ChessSquare.name(origin) + "-"
                    + ChessSquare.name(pawn);
        }
        if ((b.occupied() & ((1L << sq) | (1L << origin))) != 0) {
            return "is " + text + ", but " + ChessSquare.name(sq) + " and " + ChessSquare.name(origin)
                    + " must be empty after a pawn's double step";
        }
        if ((Attacks.PAWN[them * 64 + sq] & b.pieces(us, Board.PAWN)) != 0) {
            b.ep = sq;
        }
        return null;
    }

    /** Formats all six fields. */
    public static String format(ChessPosition p) {
        Board b = p.board();
        StringBuilder sb = new StringBuilder(90);
        arbiter.core.game.Placement.write(sb, 8, 8, (file, rank) -> {
            ChessPiece piece = p.pieceAt(rank * 8 + file);
            return piece == null ? 0 : piece.fenChar();
        });
        sb.append(' ').append(b.side == Board.WHITE ? 'w' : 'b').append(' ');
        int before = sb.length();
        for (int c = 0; c < 2; c++) {
            appendRights(sb, b, c, p.isChess960());
        }
        if (sb.length() == before) {
            sb.append('-');
        }
        sb.append(' ').append(b.ep < 0 ? "-" : ChessSquare.name(b.ep))
                .append(' ').append(b.half).append(' ').append(b.full);
        return sb.toString();
    }

    private static void appendRights(StringBuilder sb, Board b, int colour, boolean chess960) {
        int king = b.kingSquare(colour);
        long rooks = b.pieces(colour, Board.ROOK) & Board.BACK_RANK[colour];
        long rights = b.castle & Board.BACK_RANK[colour];
        long kingside = rights & Attacks.above(king);
        long queenside = rights & Attacks.below(king);
        if (kingside != 0) {
            int r = Long.numberOfTrailingZeros(kingside);
            boolean outer = (rooks & Attacks.above(r)) == 0;
            sb.append(letter(chess960 && !outer ? (char) ('A' + (r & 7)) : 'K', colour));
        }
        if (queenside != 0) {
            int r = Long.numberOfTrailingZeros(queenside);
            boolean outer = (rooks & Attacks.below(r)) == 0;
            sb.append(letter(chess960 && !outer ? (char) ('A' + (r & 7)) : 'Q', colour));
        }
    }

    private static char letter(char upper, int colour) {
        return colour == Board.WHITE ? upper : Character.toLowerCase(upper);
    }

    static String colourName(int colour) {
        return colour == Board.WHITE ? "White" : "Black";
    }

    private static int number(String s, int min) {
        if (s.isEmpty() || s.length() > 9) {
            return -1;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return -1;
            }
        }
        int v = Integer.parseInt(s);
        return v < min ? -1 : v;
    }

    private static <T> Parsed<T> err(String field, String message) {
        return new Parsed.Err<>(field, message);
    }
}
