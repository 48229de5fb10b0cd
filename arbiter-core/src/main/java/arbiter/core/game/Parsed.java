package arbiter.core.game;

import java.util.function.Function;

/**
 * A parse result: a value, or an error naming the field that is wrong and what was expected there.
 *
 * @param <T> the parsed type
 */
public sealed interface Parsed<T> permits Parsed.Ok, Parsed.Err {

    /** Parsed successfully. */
    record Ok<T>(T value) implements Parsed<T> {
    }

    /** Failed; {@code field} names the part of the input (e.g. "side to move") and {@code message} what is wrong. */
    record Err<T>(String field, String message) implements Parsed<T> {
        /** "field: message". */
        public String describe() {
            return field + ": " + message;
        }
    }

    /** The value, or an {@link IllegalArgumentException} with the error text. */
    default T orThrow() {
        if (this instanceof Ok<T> ok) {
            return ok.value();
        }
        throw new IllegalArgumentException(((Err<T>) this).describe());
    }

    /** Applies {@code f} to a value, passing an error through. */
    default <U> Parsed<U> map(Function<T, U> f) {
        if (this instanceof Ok<T> ok) {
            return new Ok<>(f.apply(ok.value()));
        }
        Err<T> e = (Err<T>) this;
        return new Err<>(e.field(), e.message());
    }

    /** Applies {@code f}, which may itself fail, to a value, passing an error through. */
    default <U> Parsed<U> flatMap(Function<T, Parsed<U>> f) {
        if (this instanceof Ok<T> ok) {
            return f.apply(ok.value());
        }
        Err<T> e = (Err<T>) this;
        return new Err<>(e.field(), e.message());
    }
}
