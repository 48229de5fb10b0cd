package arbiter.core.game;

/** The two sides. Red moves first from the initial position and sits at ranks 0-4. */
public enum Side {
    RED('w', "Red", "红"),
    BLACK('b', "Black", "黑");

    private final char fenChar;
    private final String displayName;
    private final String chineseName;

    Side(char fenChar, String displayName, String chineseName) {
        this.fenChar = fenChar;
        this.displayName = displayName;
        this.chineseName = chineseName;
    }

    /** The other side. */
    public Side opponent() {
        return this == RED ? BLACK : RED;
    }

    /** The FEN side-to-move letter: {@code w} for Red, {@code b} for Black (Pikafish convention). */
    public char fenChar() {
        return fenChar;
    }

    /** "Red" or "Black". */
    public String displayName() {
        return displayName;
    }

    /** 红 or 黑. */
    public String chineseName() {
        return chineseName;
    }

    /** The PGN result string for a win of this side. */
    public String winResult() {
        return this == RED ? "1-0" : "0-1";
    }
}
