package arbiter.engine;

import java.util.Locale;

/** The engine protocols the runner speaks. */
public enum Protocol {
    /** UCI as Pikafish speaks it ({@code uci}, {@code setoption name N value V}, {@code go wtime ...}). */
    UCI("uci", "uciok", "quit"),
    /** UCCI for legacy engines ({@code ucci}, {@code setoption N V}, {@code go time T increment I opptime T}). */
    UCCI("ucci", "ucciok", "quit");

    private final String hello;
    private final String ok;
    private final String quit;

    Protocol(String hello, String ok, String quit) {
        this.hello = hello;
        this.ok = ok;
        this.quit = quit;
    }

    public String hello() {
        return hello;
    }

    public String ok() {
        return ok;
    }

    public String quit() {
        return quit;
    }

    /** By name, case-insensitive, or null. */
    public static Protocol byName(String s) {
        for (Protocol p : values()) {
            if (p.name().equalsIgnoreCase(s)) {
                return p;
            }
        }
        return null;
    }

    /** The {@code setoption} command for this protocol. */
    public String setOption(String name, String value) {
        return this == UCI ? "setoption name " + name + " value " + value : "setoption " + name + " " + value;
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
