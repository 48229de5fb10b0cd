package arbiter.core.xiangqi.rules;

/** The violation levels of a side in a repetition cycle (第三章第二节); the higher level loses, equal levels draw. */
public enum Violation {
    /** 允许循环: neither perpetual check nor perpetual chase. */
    ALLOWED(0, "允许", "allowed"),
    /** 长捉 where no chased piece is a rook pinned by the chaser's knight. */
    PERPETUAL_CHASE(1, "长捉", "perpetually chases"),
    /** 长捉 where a chased piece is a rook pinned by the chaser's own knight. */
    PERPETUAL_CHASE_OF_PINNED_ROOK(2, "长捉", "perpetually chases"),
    /** 长将: every move of the side is a check. */
    PERPETUAL_CHECK(3, "长将", "checks perpetually");

    private final int level;
    private final String chinese;
    private final String verb;

    Violation(int level, String chinese, String verb) {
        this.level = level;
        this.chinese = chinese;
        this.verb = verb;
    }

    /** 0 to 3. */
    public int level() {
        return level;
    }

    /** 允许, 长捉 or 长将. */
    public String chinese() {
        return chinese;
    }

    /** English verb phrase: "checks perpetually", "perpetually chases", "allowed". */
    public String verb() {
        return verb;
    }
}
