package arbiter.core.game;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An ending that a game record states and the board cannot show: a resignation, a draw by agreement, a time
 * forfeit, an organiser's adjudication, a crash. Recognised from the record's {@code Termination} tag (as Arbiter,
 * cutechess-cli, fastchess and the PGN standard write it) or from words in its final comment.
 *
 * @param termination the termination it stands for in Arbiter's terms
 * @param evidence    what in the record says so, e.g. {@code Termination "time forfeit"} or {@code comment "认输"}
 */
public record RecordedEnding(Termination termination, String evidence) {

    /** Which results a word is consistent with. */
    private enum Fits {
        ANY, DECISIVE, DRAW
    }

    private record Word(String text, Termination termination, Fits fits) {
    }

    /**
     * {@code Termination} tag values, lowercase: Arbiter's own for endings off the board; the PGN standard's, which
     * cutechess-cli writes ({@code abandoned adjudication death emergency normal "rules infraction" "time forfeit"});
     * fastchess's ({@code normal adjudication abandoned "time forfeit" "illegal move"}); and common databases'.
     * {@code unterminated} states no ending and is not here.
     */
    private static final Map<String, Termination> TAGS = Map.ofEntries(
            Map.entry("time-forfeit", Termination.TIME_FORFEIT),
            Map.entry("engine-crash", Termination.ENGINE_CRASH),
            Map.entry("stalled", Termination.STALLED),
            Map.entry("adjudication", Termination.ADJUDICATION),
            Map.entry("illegal-move", Termination.ILLEGAL_MOVE),
            Map.entry("time forfeit", Termination.TIME_FORFEIT),
            Map.entry("illegal move", Termination.ILLEGAL_MOVE),
            Map.entry("rules infraction", Termination.ILLEGAL_MOVE),
            Map.entry("abandoned", Termination.ENGINE_CRASH),
            Map.entry("death", Termination.ADJUDICATION),
            Map.entry("emergency", Termination.ADJUDICATION),
            Map.entry("normal", Termination.ADJUDICATION),
            Map.entry("resignation", Termination.ADJUDICATION),
            Map.entry("resign", Termination.ADJUDICATION),
            Map.entry("agreement", Termination.ADJUDICATION),
            Map.entry("draw agreement", Termination.ADJUDICATION));

    /**
     * Words in a final comment, matched without regard to case; a word that contradicts the result is ignored.
     * cutechess-cli writes its reason so: "Black resigns", "White loses on time", "Draw by timeout", "White wins by
     * adjudication", "Black makes an illegal move", "White disconnects", "White's connection stalls", "Draw by
     * agreement".
     */
    private static final List<Word> WORDS = List.of(
            new Word("resigns", Termination.ADJUDICATION, Fits.DECISIVE),
            new Word("resigned", Termination.ADJUDICATION, Fits.DECISIVE),
            new Word("认输", Termination.ADJUDICATION, Fits.DECISIVE),
            new Word("判负", Termination.ADJUDICATION, Fits.DECISIVE),
            new Word("wins on time", Termination.TIME_FORFEIT, Fits.DECISIVE),
            new Word("lost on time", Termination.TIME_FORFEIT, Fits.DECISIVE),
            new Word("loses on time", Termination.TIME_FORFEIT, Fits.DECISIVE),
            new Word("time forfeit", Termination.TIME_FORFEIT, Fits.ANY),
            new Word("超时", Termination.TIME_FORFEIT, Fits.ANY),
            new Word("draw agreed", Termination.ADJUDICATION, Fits.DRAW),
            new Word("agreed draw", Termination.ADJUDICATION, Fits.DRAW),
            new Word("和棋", Termination.ADJUDICATION, Fits.DRAW),
            new Word("议和", Termination.ADJUDICATION, Fits.DRAW),
            new Word("判和", Termination.ADJUDICATION, Fits.DRAW),
            new Word("adjudicated", Termination.ADJUDICATION, Fits.ANY),
            new Word("by timeout", Termination.TIME_FORFEIT, Fits.ANY),
            new Word("by adjudication", Termination.ADJUDICATION, Fits.ANY),
            new Word("by agreement", Termination.ADJUDICATION, Fits.ANY),
            new Word("makes an illegal move", Termination.ILLEGAL_MOVE, Fits.DECISIVE),
            new Word("disconnects", Termination.ENGINE_CRASH, Fits.DECISIVE),
            new Word("by disconnection", Termination.ENGINE_CRASH, Fits.ANY),
            new Word("connection stalls", Termination.STALLED, Fits.DECISIVE));

    /** The recognised {@code Termination} tag values, lowercase, for documentation and messages. */
    public static List<String> tagValues() {
        return TAGS.keySet().stream().sorted().toList();
    }

    /** The recognised final-comment words. */
    public static List<String> commentWords() {
        return WORDS.stream().map(Word::text).toList();
    }

    /**
     * The ending a record states, or null when it states none that fits its result.
     *
     * @param terminationTag the {@code Termination} tag's value, or null
     * @param finalComment   the comments after the last move, or null
     * @param result         the recorded result; {@link GameResult#ONGOING} (or null) states no ending
     */
    public static RecordedEnding of(String terminationTag, String finalComment, GameResult result) {
        if (result == null || result == GameResult.ONGOING) {
            return null;
        }
        if (terminationTag != null) {
            Termination t = TAGS.get(terminationTag.trim().toLowerCase(Locale.ROOT));
            if (t != null) {
                return new RecordedEnding(t, "Termination \"" + terminationTag.trim() + "\"");
            }
        }
        if (finalComment != null) {
            String lower = finalComment.toLowerCase(Locale.ROOT);
            for (Word w : WORDS) {
                boolean fits = w.fits == Fits.ANY || (w.fits == Fits.DRAW) == (result == GameResult.DRAW);
                if (fits && lower.contains(w.text)) {
                    return new RecordedEnding(w.termination, "comment \"" + w.text + "\"");
                }
            }
        }
        return null;
    }
}
