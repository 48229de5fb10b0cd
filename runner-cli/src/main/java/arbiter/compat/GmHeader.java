package arbiter.compat;

import arbiter.core.clock.TimeControl;
import arbiter.match.EngineSpec;

/** An engine's limit as fastchess's result-block header shows it ({@link FastchessBlock#timeControl}). */
final class GmHeader {
    private GmHeader() {
    }

    static String limit(EngineSpec e) {
        TimeControl tc = e.clock();
        long nodes = e.nodes() == null ? 0 : e.nodes();
        long plies = e.depth() == null ? 0 : e.depth();
        if (tc instanceof TimeControl.Increment i) {
            return FastchessBlock.timeControl(0, i.baseMs(), i.incrementMs(), 0, nodes, plies);
        }
        if (tc instanceof TimeControl.MovePeriods p) {
            TimeControl.Period first = p.period(0);
            return FastchessBlock.timeControl(first.moves(), first.ms(), first.incrementMs(), 0, nodes, plies);
        }
        if (tc instanceof TimeControl.FixedPerMove f) {
            return FastchessBlock.timeControl(0, 0, 0, f.ms(), nodes, plies);
        }
        return FastchessBlock.timeControl(0, 0, 0, 0, nodes, plies);
    }
}
