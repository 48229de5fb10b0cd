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

    /** The system property that fixes the default language ({@code zh} or {@code en}) over the locale. */
    public static final String PROPERTY = "arbiter.lang";

    /**
     * The texts for the user's locale ({@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG}): Chinese for a Chinese
     * one, else English; the {@value #PROPERTY} system property comes first.
     */
    public static Texts forLocale() {
        String fixed = System.getProperty(PROPERTY);
        if (fixed != null && of(fixed) != null) {
            return of(fixed);
        }
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

    /**
     * A game's verdict in words ("Red checks perpetually and loses", "红方长将，判负"), from its result and
     * termination; the side names are the game's ({@code variant}).
     */
    public String verdict(arbiter.core.game.Outcome o, arbiter.core.game.Variant variant) {
        return o.termination() == null ? get("verdict.unterminated")
                : verdict(o.result().pgn(), o.termination().tag(), variant);
    }

    /** As {@link #verdict(arbiter.core.game.Outcome, arbiter.core.game.Variant)}, from a PGN result and a termination tag. */
    public String verdict(String pgn, String tag, arbiter.core.game.Variant variant) {
        if (tag == null || tag.equals("unterminated")) {
            return get("verdict.unterminated");
        }
        arbiter.core.game.Side loser = pgn.equals("1-0") ? arbiter.core.game.Side.BLACK
                : pgn.equals("0-1") ? arbiter.core.game.Side.RED : null;
        String key = "verdict." + tag + (loser == null ? ".draw" : ".loss");
        if (!bundle.containsKey(key)) { // an ending with an unusual result (both sides perpetually checking: a draw)
            key = loser == null ? "verdict.draw" : "verdict.loss";
        }
        return get(key, side(variant, loser), side(variant, loser == null ? null : loser.opponent()), tag);
    }

    /**
     * The name of {@code side} in {@code variant} ("红方", "White"); "" for null. A side name with no translation
     * (a game added without one) is the game's own.
     */
    public String side(arbiter.core.game.Variant variant, arbiter.core.game.Side side) {
        if (side == null) {
            return "";
        }
        String key = "side." + variant.sideName(side).toLowerCase(Locale.ROOT);
        return bundle.containsKey(key) ? get(key) : variant.sideName(side);
    }
}
