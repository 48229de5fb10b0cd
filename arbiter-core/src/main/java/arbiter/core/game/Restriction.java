package arbiter.core.game;

import java.util.List;

/**
 * Moves the side to move may not play now, because the rules oblige it to vary (变着): a runner keeps the engine off
 * them ({@code banmoves}, {@code go searchmoves}) and rules a banned move played anyway as a loss.
 *
 * @param banned  the banned moves, as canonical coordinate text
 * @param article the article that imposes the duty, in the rule book's words
 * @param reason  why: the cycle and each side's call
 */
public record Restriction(List<String> banned, String article, String reason) {

    public Restriction {
        banned = List.copyOf(banned);
    }
}
