package arbiter.core.game;

import java.util.List;
import java.util.function.LongSupplier;

/**
 * What {@code arbiter bench} measures for a game, as data and work the runner times (the core reads no clock):
 * perft positions, the peer programs to compare with in the same run, and workloads over a corpus of random games.
 *
 * @param depth      the perft depth measured unless told otherwise, plies: one that takes seconds
 * @param perft      the positions counted, the initial one first
 * @param engine     a UCI engine that counts perft for this game ({@code go perft}), or null
 * @param pgnExtract whether {@code pgn-extract -r} reads and checks this game's PGN (chess), to race reading PGN
 */
public record BenchPlan(int depth, List<PerftCase> perft, Peer engine, boolean pgnExtract) {

    public BenchPlan {
        perft = List.copyOf(perft);
    }

    /**
     * One perft position.
     *
     * @param label     how the output names it
     * @param fen       the position
     * @param shallower how many plies less than the bench depth it is counted to (a position with more moves)
     */
    public record PerftCase(String label, String fen, int shallower) {
    }

    /**
     * A peer program.
     *
     * @param name          how the output names it
     * @param path          where its Debian package installs it
     * @param debianPackage the package, named when it is missing
     * @param setup         the lines it needs after {@code uci} to play this game ({@code setoption ...})
     */
    public record Peer(String name, String path, String debianPackage, List<String> setup) {
        public Peer {
            setup = List.copyOf(setup);
        }
    }

    /**
     * Work over a fixed corpus of random games, timed by the runner.
     *
     * @param moves     each game's moves, as canonical coordinate text
     * @param endings   how the games ended, by termination tag ({@code unfinished} at the ply limit), counted
     * @param workloads each measured on the whole corpus
     */
    public record Corpus(List<List<String>> moves, java.util.Map<String, Integer> endings, List<Workload> workloads) {
        public Corpus {
            moves = List.copyOf(moves);
            endings = java.util.Map.copyOf(endings);
            workloads = List.copyOf(workloads);
        }

        /** Games in the corpus. */
        public int games() {
            return moves.size();
        }

        /** Plies in the corpus. */
        public long plies() {
            long n = 0;
            for (List<String> m : moves) {
                n += m.size();
            }
            return n;
        }
    }

    /**
     * One workload: {@code run} goes over the whole corpus once and returns a checksum (so that the work cannot be
     * left out by the JIT).
     *
     * @param label what it does, as the output names it
     */
    public record Workload(String label, LongSupplier run) {
    }
}
