/**
 * The chess clock (对局用时) of a match: time controls and their {@code tc=} / {@code st=} syntax
 * ({@link arbiter.core.clock.TimeControl}), each side's clock ({@link arbiter.core.clock.SideClock},
 * {@link arbiter.core.clock.GameClock}) and the measurement of one move ({@link arbiter.core.clock.Stopwatch}).
 *
 * <p>A pure library: no threads, no I/O, and no reading of the time except through an injected
 * {@link arbiter.core.clock.TimeSource}. Durations are in milliseconds (ms) unless a name says nanoseconds.
 */
package arbiter.core.clock;
