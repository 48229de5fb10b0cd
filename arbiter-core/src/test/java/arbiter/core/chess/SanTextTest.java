package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The hand reader of move texts against the shapes written as regular expressions (as the reader before it was
 * built): the same shape and the same parts for every text.
 */
class SanTextTest {
    private static final Pattern CASTLING = Pattern.compile("[O0o]-[O0o](-[O0o])?");
    private static final String PROMOTION = "(?:=?([QRBNqrbn])|\\(([QRBNqrbn])\\)|/([QRBNqrbn]))?";
    private static final Pattern LONG = Pattern.compile("([KQRBN])?([a-h][1-8])([-x:])([a-h][1-8])" + PROMOTION);
    private static final Pattern SHORT = Pattern.compile("([KQRBN])?([a-h])?([1-8])?([x:])?([a-h][1-8])" + PROMOTION);

    /** The parts as text, from the patterns: what {@link #described(int)} gives for the hand reader. */
    private static String byPatterns(String text) {
        String t = text.trim();
        if (t.endsWith("e.p.")) {
            t = t.substring(0, t.length() - 4).trim();
        }
        int end = t.length();
        while (end > 0 && "+#!?".indexOf(t.charAt(end - 1)) >= 0) {
            end--;
        }
        t = t.substring(0, end);
        if (t.isEmpty()) {
            return "empty";
        }
        if (CASTLING.matcher(t).matches()) {
            return t.length() > 3 ? "O-O-O" : "O-O";
        }
        ChessMove m = ChessMove.parse(t);
        if (m != null) {
            return "coordinates " + m;
        }
        Matcher l = LONG.matcher(t);
        if (l.matches() && !l.group(2).equals(l.group(4))) { // a move onto its own square is no move
            return "long " + piece(l.group(1)) + " " + l.group(2) + l.group(4) + promotion(l, 5);
        }
        Matcher s = SHORT.matcher(t);
        if (s.matches()) {
            return "short " + piece(s.group(1)) + " " + (s.group(2) == null ? "-" : s.group(2))
                    + (s.group(3) == null ? "-" : s.group(3)) + (s.group(4) == null ? "" : "x") + s.group(5)
                    + promotion(s, 6);
        }
        return "none";
    }

    private static String piece(String letter) {
        return letter == null ? "p" : letter.toLowerCase();
    }

    private static String promotion(Matcher m, int firstGroup) {
        for (int g = firstGroup; g <= m.groupCount(); g++) {
            if (m.group(g) != null) {
                return "=" + m.group(g).toLowerCase();
            }
        }
        return "";
    }

    private static String described(int s) {
        if (s == SanText.EMPTY) {
            return "empty";
        }
        if (s == SanText.NONE) {
            return "none";
        }
        String promotion = SanText.promotion(s) < 0 ? ""
                : "=" + ChessPieceType.byIndex(SanText.promotion(s)).letter();
        String piece = String.valueOf(ChessPieceType.byIndex(SanText.piece(s)).letter());
        return switch (SanText.shape(s)) {
            case SanText.KINGSIDE -> "O-O";
            case SanText.QUEENSIDE -> "O-O-O";
            case SanText.COORDINATES -> "coordinates " + ChessSquare.name(SanText.from(s))
                    + ChessSquare.name(SanText.to(s)) + promotion.replace("=", "");
            case SanText.LONG -> "long " + piece + " " + ChessSquare.name(SanText.from(s))
                    + ChessSquare.name(SanText.to(s)) + promotion;
            default -> "short " + piece + " " + (SanText.file(s) < 0 ? "-" : (char) ('a' + SanText.file(s)))
                    + (SanText.rank(s) < 0 ? "-" : (char) ('1' + SanText.rank(s))) + (SanText.capture(s) ? "x" : "")
                    + ChessSquare.name(SanText.to(s)) + promotion;
        };
    }

    @Test
    void theHandReaderTakesHundredsOfThousandsOfTextsApartAsThePatternsDo() {
        String[] pieces = {"K", "Q", "R", "B", "N", "k", "q", "b", "n", "P"};
        String[] separators = {"x", ":", "-", "=", "/", "(", ")", "xx", "--"};
        String[] suffixes = {"+", "#", "!", "?", "!?", "+!", " e.p.", "e.p.", " ", "e.p", "."};
        String alphabet = "KQRBNkqrbnpabcdefghij0123456789x:-=()/O0o+#!? .e";
        SplittableRandom rnd = new SplittableRandom(20261124L);
        int shaped = 0;
        for (int i = 0; i < 300_000; i++) {
            StringBuilder t = new StringBuilder();
            int kind = rnd.nextInt(8);
            if (kind < 2) { // any characters at all
                for (int n = rnd.nextInt(9); n > 0; n--) {
                    t.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
                }
            } else if (kind == 2) { // castling and its look-alikes
                for (int n = 3 + rnd.nextInt(4); n > 0; n--) {
                    t.append(n % 2 == 0 ? (rnd.nextInt(8) == 0 ? 'x' : '-') : "O0oQ".charAt(rnd.nextInt(4)));
                }
            } else { // parts in the order moves are written, some left out, some wrong
                if (rnd.nextInt(3) == 0) {
                    t.append(pieces[rnd.nextInt(pieces.length)]);
                }
                if (rnd.nextInt(2) == 0) {
                    t.append((char) ('a' + rnd.nextInt(9)));
                }
                if (rnd.nextInt(2) == 0) {
                    t.append((char) ('0' + rnd.nextInt(10)));
                }
                if (rnd.nextInt(3) == 0) {
                    t.append(separators[rnd.nextInt(separators.length)]);
                }
                t.append((char) ('a' + rnd.nextInt(9))).append((char) ('0' + rnd.nextInt(10)));
                if (rnd.nextInt(4) == 0) {
                    String letter = pieces[rnd.nextInt(pieces.length)];
                    t.append(switch (rnd.nextInt(4)) {
                        case 0 -> letter;
                        case 1 -> "=" + letter;
                        case 2 -> "(" + letter + ")";
                        default -> "/" + letter;
                    });
                }
                if (rnd.nextInt(3) == 0) {
                    t.append(suffixes[rnd.nextInt(suffixes.length)]);
                }
            }
            String text = t.toString();
            String expected = byPatterns(text);
            assertEquals(expected, described(SanText.parse(text)), () -> "'" + text + "'");
            assertEquals(expected, described(SanText.parse("1." + text + "{", 2, 2 + text.length())), text);
            shaped += expected.equals("none") || expected.equals("empty") ? 0 : 1;
        }
        assertEquals(true, shaped > 50_000, "texts with a move's shape: " + shaped);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            castling             | O-O            | O-O
            castling with zeros  | 0-0-0+         | O-O-O
            coordinates          | e7e8Q          | coordinates e7e8q
            long algebraic       | Ng1-f3         | long n g1f3
            long capture         | e2xd3          | long p e2d3
            over-disambiguated   | Ng1f3          | short n g1f3
            pawn capture         | exd5           | short p e-xd5
            promotion bracketed  | bxc8(N)+       | short p b-xc8=n
            en passant mark      | ' exf6 e.p. '  | short p e-xf6
            a square twice       | e4-e4          | none
            nothing              | ' +!'          | empty
            """)
    void textsAreTakenApart(String name, String text, String parts) {
        assertEquals(parts, described(SanText.parse(text)));
        assertEquals(parts, byPatterns(text));
    }
}
