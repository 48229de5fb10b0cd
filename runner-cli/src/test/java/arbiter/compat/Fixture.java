package arbiter.compat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the sample fixtures under {@code compat/}: lines of real fastchess and cutechess-cli output, with
 * {@code # } comment lines and {@code @ } directive lines among them. {@code @ source NAME} names the sample
 * file the next lines come from, {@code @ sprt elo0=.. elo1=.. alpha=.. beta=..} the SPRT of that run, and
 * {@code @ llr VALUE} the LLR behind the next line only.
 */
final class Fixture {
    private static final Pattern SPRT = Pattern.compile(
            "elo0=(\\S+) elo1=(\\S+) alpha=(\\S+) beta=(\\S+)");

    private Fixture() {
    }

    /**
     * One output line and what the directives say about it.
     *
     * @param source the sample file it comes from
     * @param number its position among the source's lines, from 1
     * @param sprt elo0, elo1, alpha, beta of the run; all zero when it had no SPRT
     * @param llr the LLR behind this line, or null
     * @param text the line, verbatim
     */
    record Line(String source, int number, double[] sprt, Double llr, String text) {
        /** The SPRT's lower bound as fastchess computes it. */
        double lower() {
            return FastchessBlock.lowerBound(sprt[2], sprt[3]);
        }

        /** The SPRT's upper bound as fastchess computes it. */
        double upper() {
            return FastchessBlock.upperBound(sprt[2], sprt[3]);
        }
    }

    /** The output lines of {@code compat/NAME}, directives applied. */
    static List<Line> lines(String name) {
        List<Line> lines = new ArrayList<>();
        String source = name;
        double[] sprt = new double[4];
        Double llr = null;
        int number = 0;
        for (String text : text(name).split("\n")) {
            if (text.startsWith("# ") || text.isEmpty()) {
                continue;
            }
            if (text.startsWith("@ source ")) {
                source = text.substring("@ source ".length());
                sprt = new double[4];
                number = 0;
            } else if (text.startsWith("@ sprt ")) {
                Matcher m = SPRT.matcher(text);
                if (!m.find()) {
                    throw new IllegalStateException("bad directive: " + text);
                }
                sprt = new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                        Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4))};
            } else if (text.startsWith("@ llr ")) {
                llr = Double.parseDouble(text.substring("@ llr ".length()));
            } else if (text.startsWith("@ ")) {
                throw new IllegalStateException("unknown directive: " + text);
            } else {
                lines.add(new Line(source, ++number, sprt, llr, text));
                llr = null;
            }
        }
        return lines;
    }

    /** The whole text of {@code compat/NAME}. */
    static String text(String name) {
        try (InputStream in = Fixture.class.getResourceAsStream("/compat/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing fixture compat/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The integers in groups {@code firstGroup} to {@code firstGroup + 2} of a match: wins, losses, draws. */
    static int[] counts(Matcher m, int firstGroup) {
        return new int[] {Integer.parseInt(m.group(firstGroup)), Integer.parseInt(m.group(firstGroup + 1)),
                Integer.parseInt(m.group(firstGroup + 2))};
    }
}
