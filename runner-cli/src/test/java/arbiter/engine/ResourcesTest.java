package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import arbiter.core.chess.Chess;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code threads=} and {@code hash=}: set through the engine's own options, checked against what it offers. */
class ResourcesTest {
    private static final Handshake STOCKFISH = new Handshake("Stockfish", Map.of("Threads", List.of(), "Hash",
            List.of()), Map.of(), Map.of("Threads", new Handshake.Range(1, 1024), "Hash", new Handshake.Range(1, 33554432)));
    private static final Handshake UCCI_ONLY = new Handshake("Old", Map.of("hashsize", List.of()), Map.of(),
            Map.of("hashsize", new Handshake.Range(1, 1024)));

    private static EngineConfig config(Integer threads, Integer hash) {
        return new EngineConfig("E", "e", List.of(), null, new UciProtocol(false), Map.of())
                .withResources(new Resources(threads, hash));
    }

    @Test
    void uciEnginesGetThreadsAndHashThroughTheirOwnOptions() throws Exception {
        assertEquals(List.of("setoption name Threads value 2", "setoption name Hash value 64"),
                new UciProtocol(false).resources(STOCKFISH, config(2, 64)));
    }

    @Test
    void ucciEnginesTakeUccisOwnHashsize() throws Exception {
        assertEquals(List.of("setoption hashsize 32"), new UcciProtocol(true).resources(UCCI_ONLY, config(null, 32)));
    }

    @Test
    void oneThreadNeedsNoOptionAndNothingGivenSendsNothing() throws Exception {
        assertEquals(List.of(), new UciProtocol(false).resources(UCCI_ONLY, config(1, null)));
        assertEquals(List.of(), new UciProtocol(false).resources(STOCKFISH, config(null, null)));
    }

    @Test
    void moreThreadsThanAnEngineWithoutAThreadsOptionIsRefused() {
        EngineException e = assertThrows(EngineException.class,
                () -> new UcciProtocol(true).resources(UCCI_ONLY, config(4, null)));
        assertEquals("engine E offers no Threads option, so threads=4 cannot be set", e.getMessage());
    }

    @Test
    void aValueOutsideTheOptionsRangeIsRefusedNamingTheRange() {
        EngineException e = assertThrows(EngineException.class,
                () -> new UcciProtocol(true).resources(UCCI_ONLY, config(null, 4096)));
        assertEquals("engine E: hash=4096 is outside the range of its option hashsize (1 to 1024)", e.getMessage());
    }

    @Test
    void xboardEnginesGetMemoryAndCoresBeforeEachNewGame() throws Exception {
        EngineConfig chess = config(2, 16).withVariant(Chess.STANDARD);
        Handshake h = new Handshake("P", Map.of(), Map.of("setboard", "1", "memory", "1", "smp", "1"));
        EngineProtocol p = XboardProtocol.initial().negotiate(h, chess).protocol();
        assertEquals(List.of("memory 16", "cores 2", "new", "force", "post", "easy"), p.newGame());
    }

    @Test
    void xboardEnginesWithoutTheFeaturesAreRefused() {
        EngineConfig chess = config(null, 16).withVariant(Chess.STANDARD);
        Handshake h = new Handshake("P", Map.of(), Map.of("setboard", "1"));
        EngineException e = assertThrows(EngineException.class, () -> XboardProtocol.initial().negotiate(h, chess));
        assertEquals("engine E does not offer feature memory=1, so hash=16 cannot be set", e.getMessage());
    }

    @Test
    void anOptionLineGivesItsRange() {
        assertEquals(new Handshake.Range(1, 512), Handshake.range("option Threads type spin default 1 min 1 max 512"));
        assertEquals(new Handshake.Range(-100, 100),
                Handshake.range("option name Contempt type spin default 24 min -100 max 100"));
        assertNull(Handshake.range("option name Ponder type check default false"));
    }
}
