package arbiter.compat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a fastchess or cutechess-cli command line asks for, as given (values still text): filled in by
 * {@link FastchessArgs} or {@link CutechessArgs}, turned into a match by {@link GmSetup}. Defaults are the imitated
 * program's.
 */
public final class GmSettings {
    /** Whose command line and output this run imitates. */
    public enum Dialect { FASTCHESS, CUTECHESS_CLI }

    /** Which lines are printed: fastchess's own, fastchess's cutechess imitation, or cutechess-cli's. */
    public enum Output { FASTCHESS, FASTCHESS_CUTECHESS, CUTECHESS_CLI }

    final Dialect dialect;
    /** Each engine's keys in order ({@code option.NAME} keys included), before {@code -each}. */
    final List<Map<String, String>> engines = new ArrayList<>();
    /** The {@code -each} keys, applied to every engine (fastchess: after the engine's own, which they override). */
    final Map<String, String> each = new LinkedHashMap<>();
    int rounds;
    int games;
    boolean noswap;
    boolean reverse;
    int concurrency = 1;
    boolean forceConcurrency;
    long waitMs;
    boolean recover;
    /** The {@code -srand} seed (unsigned 64 bits), or null: a random one. */
    Long seed;
    final Map<String, String> openings = new LinkedHashMap<>();
    String variant = "standard";
    /** Arbiter's extension: the rule set ({@code -rules}); null for the game's default. */
    String rules;
    /** The {@code -pgnout} keys; null when not given. */
    Map<String, String> pgnout;
    final List<String> matchLines = new ArrayList<>();
    Map<String, String> epdout;
    Map<String, String> sprt;
    Map<String, String> resign;
    Map<String, String> draw;
    Integer maxMoves;
    int ratingInterval;
    int scoreInterval = 1;
    int outcomeInterval;
    int autosaveInterval = 20;
    boolean penta = true;
    Output output;
    Map<String, String> config;
    Map<String, String> log;
    String event;
    String site;
    boolean testEnv;
    boolean crc32;
    boolean checkMatePvs;
    boolean strict;
    /** {@code -use-affinity}: null when not given, empty for every CPU, else a CPU list. */
    String affinity;
    String tournament = "roundrobin";
    long startupMs = 10_000;
    long pingMs = 60_000;
    /** {@code -version} or {@code -help} was given: print it and stop. */
    String infoRequest;

    GmSettings(Dialect dialect) {
        this.dialect = dialect;
        boolean fc = dialect == Dialect.FASTCHESS;
        rounds = fc ? 2 : 1;
        games = fc ? 2 : 1;
        ratingInterval = fc ? 10 : 0;
        output = fc ? Output.FASTCHESS : Output.CUTECHESS_CLI;
        event = fc ? "Fastchess Tournament" : "?";
        site = "?";
    }

    /** {@code -version} or {@code -help} when asked for, else null. */
    public String infoRequestKind() {
        return infoRequest;
    }

    /** A {@code -config} key's value, or {@code otherwise}. */
    public String configValue(String key, String otherwise) {
        return config == null ? otherwise : config.getOrDefault(key, otherwise);
    }

    /** The {@code -srand} seed, or {@code otherwise}. */
    public long seedOr(long otherwise) {
        return seed != null ? seed : otherwise;
    }

    public boolean seedGiven() {
        return seed != null;
    }

    public boolean recoverGiven() {
        return recover;
    }

    /** A {@code -log} key's value, or null. */
    public String logValue(String key) {
        return log == null ? null : log.get(key);
    }

    public boolean strictGiven() {
        return strict;
    }

    /** The {@code -log file=} value, or null. */
    public String logFile() {
        return log == null ? null : log.get("file");
    }

    public Dialect dialect() {
        return dialect;
    }

    public Output output() {
        return output;
    }
}
