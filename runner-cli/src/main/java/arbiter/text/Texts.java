package arbiter.text;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.TreeMap;

/**
 * The words people read (console lines, reports, the live page) in English or Chinese, from the resource bundles
 * {@code arbiter/text/messages_en.properties} and {@code messages_zh.properties}, never put together in code.
 * JSON keys and PGN tags are not translated.
 */
public final class Texts {
    /** The languages there are texts for. */
    public static final String LANGUAGES = "zh, en";

    private final Locale locale;
    private final ResourceBundle bundle;

    private Texts(Locale locale) {
        this.locale = locale;
        this.bundle = ResourceBundle.getBundle("arbiter.text.messages", locale, Texts.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /** English. */
    public static final Texts EN = new Texts(Locale.ENGLISH);
    /** Chinese (simplified). */
    public static final Texts ZH = new Texts(Locale.SIMPLIFIED_CHINESE);

    /** The texts of {@code --lang} ({@code zh} or {@code en}); null when there are none for it. */
    public static Texts of(String lang) {
        return switch (lang.toLowerCase(Locale.ROOT)) {
            case "zh", "zh-cn", "zh_cn", "cn" -> ZH;
            case "en" -> EN;
            default -> null;
        };
    }

    /** The texts for the user's locale ({@code LANG}, {@code LC_ALL}): Chinese for a Chinese one, else English. */
    public static Texts forLocale() {
        for (String v : new String[] {System.getenv("LC_ALL"), System.getenv("LC_MESSAGES"), System.getenv("LANG")}) {
            if (v != null && !v.isEmpty()) {
                return v.toLowerCase(Locale.ROOT).startsWith("zh") ? ZH : EN;
            }
        }
        return Locale.getDefault().getLanguage().equals("zh") ? ZH : EN;
    }

    /** The language code: {@code zh} or {@code en}. */
    public String lang() {
        return locale.getLanguage();
    }

    /** The text {@code key} with {@code args} put in ({@link MessageFormat}). */
    public String get(String key, Object... args) {
        String pattern = bundle.getString(key);
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }

    /** Every text whose key starts with {@code prefix}, keyed without it (for the live page's script). */
    public Map<String, String> all(String prefix) {
        Map<String, String> out = new TreeMap<>();
        for (String k : bundle.keySet()) {
            if (k.startsWith(prefix)) {
                out.put(k.substring(prefix.length()), bundle.getString(k));
            }
        }
        return out;
    }
}
