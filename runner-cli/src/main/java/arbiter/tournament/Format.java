package arbiter.tournament;

import java.util.Arrays;

/** The kinds of event {@code arbiter tournament} runs. */
public enum Format {
    /** The first engine plays every other engine. */
    GAUNTLET("gauntlet"),
    /** Everybody plays everybody, in the order of the 2011 rules' appendix 1, one or more cycles. */
    ROUND_ROBIN("round-robin"),
    /** Score-group pairing round by round (2011 appendix 2). */
    SWISS("swiss"),
    /** Single elimination with tie-break games. */
    KNOCKOUT("knockout");

    private final String label;

    Format(String label) {
        this.label = label;
    }

    /** The name used on the command line. */
    public String label() {
        return label;
    }

    /** The format named {@code label}, or null. */
    public static Format byLabel(String label) {
        return Arrays.stream(values()).filter(f -> f.label.equals(label)).findFirst().orElse(null);
    }

    /** Whether every game is known before the first is played (needed to shard an event). */
    public boolean fixed() {
        return this == GAUNTLET || this == ROUND_ROBIN;
    }
}
