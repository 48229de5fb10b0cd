package arbiter.core.event;

/** The side a player had in a game: Red moves first (先手), Black second (后手). */
public enum Colour {
    /** First mover. */
    RED,
    /** Second mover. */
    BLACK
}
