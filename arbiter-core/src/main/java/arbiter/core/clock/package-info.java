/**
 * The chess clock (对局用时) of a match: time controls and their {@code tc=} / {@code st=} syntax
 * ({@link arbiter.core.clock.TimeControl}), each side's clock ({@link arbiter.core.clock.SideClock},
 * {@link arbiter.core.clock.GameClock}).
 *
 * <p>A pure library: no threads, no I/O, and no reading of the time: the runner measures each move and passes the
 * elapsed time in. Durations are in milliseconds (ms) unless a name says nanoseconds.
 */
package arbiter.core.clock;
