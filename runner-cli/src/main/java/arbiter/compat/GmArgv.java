package arbiter.compat;

import java.util.ArrayList;
import java.util.List;

/**
 * A game manager's command line cut into options the way fastchess and cutechess-cli cut it: an option is a token
 * that starts with {@code -} followed by anything but a digit (so {@code -concurrency -1} and {@code score=-50}
 * stay values), and its values are the tokens up to the next option.
 */
public final class GmArgv {
    private GmArgv() {
    }

    /** One option and its values, in command-line order. */
    public record Option(String flag, List<String> values) {
        public Option {
            values = List.copyOf(values);
        }

        /** The values joined as fastchess joins a free-form value ({@code -event}, {@code -site}): no spaces. */
        public String joined() {
            return String.join("", values);
        }
    }

    /** Whether {@code token} starts a new option. */
    public static boolean isFlag(String token) {
        return token.length() >= 2 && token.charAt(0) == '-' && !Character.isDigit(token.charAt(1))
                && token.charAt(1) != '.';
    }

    /**
     * The options of {@code argv}.
     *
     * @throws GmError when a value comes before any option (it belongs to none)
     */
    public static List<Option> split(List<String> argv, String unknownFormat) {
        List<Option> out = new ArrayList<>();
        String flag = null;
        List<String> values = new ArrayList<>();
        for (String token : argv) {
            if (isFlag(token)) {
                if (flag != null) {
                    out.add(new Option(flag, values));
                }
                flag = token;
                values = new ArrayList<>();
            } else if (flag == null) {
                throw new GmError(String.format(unknownFormat, token));
            } else {
                values.add(token);
            }
        }
        if (flag != null) {
            out.add(new Option(flag, values));
        }
        return out;
    }
}
