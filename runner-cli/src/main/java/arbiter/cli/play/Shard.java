package arbiter.cli.play;

import picocli.CommandLine;

/**
 * Which share of an event this run plays.
 *
 * @param index 1-based shard number
 * @param count number of shards
 */
public record Shard(int index, int count) {

    /** Parses {@code I/N}; null text means no sharding (null). */
    static Shard parse(CommandLine cl, String text) {
        if (text == null) {
            return null;
        }
        String[] p = text.split("/", -1);
        try {
            if (p.length == 2) {
                int i = Integer.parseInt(p[0].trim()), n = Integer.parseInt(p[1].trim());
                if (n >= 1 && i >= 1 && i <= n) {
                    return new Shard(i, n);
                }
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new CommandLine.ParameterException(cl, "Invalid value for option '--shard': '" + text
                + "'; expected I/N with 1 <= I <= N, e.g. 2/3");
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
