package arbiter.engine;

import arbiter.core.game.IndexedList;
import java.util.List;

/**
 * The {@code position START moves m1 m2 ...} command of UCI and UCCI, which carries the whole game at every ply,
 * built from the one this thread built last for the same engine flavour: when the game's move list extends the
 * last one ({@link IndexedList#extendsList}: the same game line, known without reading it), only the new moves
 * are written. A game thread plays one game at a time, so it keeps the commands of two engines.
 */
final class PositionLines {
    private PositionLines() {
    }

    private static final class Kept {
        Object flavour;
        String start;
        List<String> moves;
        final StringBuilder text = new StringBuilder(256);
    }

    /** A thread's two commands, the one used last first: a miss replaces the other. */
    private static final ThreadLocal<Kept[]> LAST = ThreadLocal.withInitial(() -> new Kept[] {new Kept(), new Kept()});

    /**
     * {@code position START [moves m1 m2 ...]}; {@code flavour} tells engines that write the same moves apart
     * from those that write them otherwise (equal flavours, equal texts).
     */
    static String of(Object flavour, String start, List<String> moves) {
        Kept[] kept = LAST.get();
        Kept k = null;
        for (Kept c : kept) {
            // identity first: an engine asks with the same protocol object every ply, and a record's equals is slow
            if (c.moves != null && (c.flavour == flavour || c.flavour.equals(flavour)) && c.start.equals(start)
                    && IndexedList.extendsList(moves, c.moves)) {
                k = c;
                break;
            }
        }
        int from;
        if (k == null) {
            k = kept[1];
            k.flavour = flavour;
            k.start = start;
            k.text.setLength(0);
            k.text.append("position ").append(start);
            from = 0;
        } else {
            from = k.moves.size();
        }
        if (from == 0 && !moves.isEmpty()) {
            k.text.append(" moves");
        }
        for (int i = from; i < moves.size(); i++) {
            k.text.append(' ').append(moves.get(i));
        }
        k.moves = moves;
        if (k == kept[1]) {
            kept[1] = kept[0];
            kept[0] = k;
        }
        return k.text.toString();
    }
}
