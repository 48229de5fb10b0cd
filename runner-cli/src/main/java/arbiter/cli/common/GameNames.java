package arbiter.cli.common;

import arbiter.core.Variants;
import java.util.Iterator;

/**
 * The names of the games this build plays, in their registration order, for the help of every {@code --game}
 * option ({@code ${COMPLETION-CANDIDATES}}): a game registered in {@link Variants} appears there by itself.
 */
public final class GameNames implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        return Variants.names().iterator();
    }
}
