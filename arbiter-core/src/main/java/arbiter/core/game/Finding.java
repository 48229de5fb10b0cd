package arbiter.core.game;

/**
 * Something a record shows that a player could have claimed and did not: the ruling a claim would have led to.
 *
 * @param ply     the game ply at which the claim could first be made
 * @param text    what would have been ruled, and why (the calls of each side)
 * @param article the article, in the rule book's words
 */
public record Finding(int ply, String text, String article) {

    /** "ply 40 (23.4, 25.3, 23.5.2): ...". */
    public String describe() {
        return "ply " + ply + " (" + article + "): " + text;
    }
}
