package arbiter.text;

/** The known name nearest to a mistyped one, for "did you mean" hints. */
public final class Nearest {
    private Nearest() {
    }

    /**
     * The first of {@code known} (in its order) at the smallest edit distance from {@code word}, if that distance is
     * at most {@code most}; else null.
     */
    public static String of(String word, Iterable<String> known, int most) {
        String best = null;
        int bestDistance = most + 1;
        for (String k : known) {
            int d = distance(word, k);
            if (d < bestDistance) {
                bestDistance = d;
                best = k;
            }
        }
        return best;
    }

    /** Edit distance (Levenshtein): letters added, dropped or changed. */
    public static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
