package arbiter.cli.common;

import arbiter.text.Texts;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --lang zh|en}: the language of what a command prints and writes for people (never of JSON or PGN tags). */
public final class LangOption {
    @Option(names = "--lang", paramLabel = "zh|en", description = "Language of what the command prints and writes "
            + "(default: from the locale, LANG/LC_ALL: Chinese for zh_*, else English).")
    String lang;

    /** The texts of {@code --lang}, or of the locale. */
    public Texts texts(CommandLine cl) {
        if (lang == null) {
            return Texts.forLocale();
        }
        Texts t = Texts.of(lang);
        if (t == null) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--lang': '" + lang + "'; expected "
                    + Texts.LANGUAGES);
        }
        return t;
    }
}
