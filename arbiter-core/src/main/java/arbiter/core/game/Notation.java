package arbiter.core.game;


/**
 * The move notations Arbiter reads and writes. {@code Notations} reads and writes the xiangqi ones; each game says
 * which it uses ({@code Variant#notations}): chess uses {@link #SAN} and {@link #COORDINATE} (UCI's long algebraic).
 */
public enum Notation {
    /** The rulebook's four Chinese characters: 炮二平五, 马8进7 ({@code ChineseNotation}). */
    CHINESE,
    /** The World Xiangqi Federation's letters and digits: C2.5, H8+7 ({@code WxfNotation}). */
    WXF,
    /** ICCS coordinates: H2-E2 ({@code Iccs}). */
    ICCS,
    /** Bare coordinates as engines write them: h2e2 ({@code Iccs#writeCoordinate}). */
    COORDINATE,
    /**
     * Bare coordinates with ranks 1-10, as Fairy-Stockfish's UCI mode writes them: h3e3, h10g8
     * ({@code OneBasedRanks}). Written without a {@code [Format]} tag: readers tell it from the moves.
     */
    COORDINATE_1_10,
    /** Chess: Standard Algebraic Notation as the PGN standard defines it: Nf3, exd5, O-O, e8=Q+. */
    SAN;

    /** The PGN {@code [Format]} tag value for games written in this notation, or null for plain coordinates. */
    public String formatTag() {
        return switch (this) {
            case CHINESE -> "Chinese";
            case WXF -> "WXF";
            case ICCS -> "ICCS";
            case COORDINATE, COORDINATE_1_10, SAN -> null;
        };
    }
}
