package arbiter.cli.common;

/** Counted nouns for output: "1 game", "2 games", "1 ply", "3 plies". */
public final class Words {
    private Words() {
    }

    /**
     * {@code n} and the noun in the number it needs.
     *
     * @param singular a regular English noun ("game", "file", "round"); "ply" becomes "plies"
     */
    public static String count(long n, String singular) {
        if (n == 1) {
            return "1 " + singular;
        }
        String plural = singular.endsWith("y") && !singular.endsWith("ay") && !singular.endsWith("ey")
                ? singular.substring(0, singular.length() - 1) + "ies" : singular + "s";
        return n + " " + plural;
    }
}
