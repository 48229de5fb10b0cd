package arbiter.engine;

import java.util.ArrayDeque;
import java.util.function.Predicate;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The lines an engine wrote and the game thread has not read yet, bounded so that a flood of any length keeps
 * memory flat. While the reader is ahead (more than {@value #CHATTER_LINES} lines or {@value #CHATTER_CHARS}
 * characters waiting), a new {@code info} line replaces the chatter at the tail instead of queueing behind it (so
 * the latest info survives) and other chatter is dropped. The protocol's answers ({@link EngineProtocol#isAnswer})
 * are never dropped;
 * if {@value #MAX_LINES} of them pile up unread, the reader waits, and the engine with it.
 */
final class LineQueue {
    static final int CHATTER_LINES = 1024;
    static final int CHATTER_CHARS = 1 << 20;
    static final int MAX_LINES = 100_000;
    /**
     * Chatter waiting before the game thread is woken for it when nobody watches the engine think: it reads the
     * chatter with the next answer instead, one hand-over a move rather than one a line (a runner's own CPU per
     * ply is what the engines lose).
     */
    static final int WAKE_LINES = 64;

    /** Returned by {@link #poll} once every line before {@link #end()} was read. */
    static final EngineProcess.Line END = new EngineProcess.Line("<end of output>", 0);

    private final Predicate<String> isAnswer;
    private final boolean infoAnswers;
    private final ArrayDeque<EngineProcess.Line> lines = new ArrayDeque<>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private long chars;
    private boolean tailIsChatter;
    private boolean ended;
    private volatile boolean eager;

    /** @param isAnswer whether a line with this first word answers the runner (never dropped) */
    LineQueue(Predicate<String> isAnswer) {
        this.isAnswer = isAnswer;
        this.infoAnswers = isAnswer.test("info");
    }

    /** Whether the game thread is woken for every line (someone watches the engine think), not only for answers. */
    void eager(boolean eager) {
        this.eager = eager;
    }

    /** Whether a line may be dropped when the reader is ahead. */
    boolean isChatter(EngineProcess.Line l) {
        if (l.overlong()) {
            return false;
        }
        if (InfoParser.isInfoLine(l.text())) {
            return !infoAnswers; // most lines an engine writes: told without a copy of the line
        }
        String t = l.text().stripLeading();
        int sp = t.indexOf(' ');
        return !isAnswer.test(sp < 0 ? t.strip() : t.substring(0, sp));
    }

    private static boolean isInfo(EngineProcess.Line l) {
        return InfoParser.isInfoLine(l.text());
    }

    /** Adds a line from the reader thread (see the class comment for what is dropped). */
    void add(EngineProcess.Line l) {
        lock.lock();
        try {
            if (ended) {
                return;
            }
            boolean chatter = isChatter(l);
            boolean ahead = lines.size() >= CHATTER_LINES || chars >= CHATTER_CHARS;
            if (chatter && ahead) {
                if (!isInfo(l)) {
                    return;
                }
                if (tailIsChatter) {
                    chars -= lines.removeLast().text().length();
                }
            }
            while (!chatter && lines.size() >= MAX_LINES && !ended) {
                changed.awaitUninterruptibly();
            }
            if (ended) {
                return;
            }
            lines.addLast(l);
            chars += l.text().length();
            tailIsChatter = chatter;
            if (eager || !chatter || lines.size() >= WAKE_LINES) {
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Marks the end of the output: lines added later are ignored, and {@link #poll} returns {@link #END}. */
    void end() {
        lock.lock();
        try {
            ended = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** The next line, waiting at most {@code timeoutNanos}; null on timeout, {@link #END} after the last line. */
    EngineProcess.Line poll(long timeoutNanos) throws InterruptedException {
        lock.lockInterruptibly();
        try {
            long left = timeoutNanos;
            while (lines.isEmpty()) {
                if (ended) {
                    return END;
                }
                if (left <= 0) {
                    return null;
                }
                left = changed.awaitNanos(left);
            }
            EngineProcess.Line l = lines.removeFirst();
            chars -= l.text().length();
            if (lines.isEmpty()) {
                tailIsChatter = false;
            }
            changed.signalAll();
            return l;
        } finally {
            lock.unlock();
        }
    }

    /** Lets a waiting reader go and frees the lines: nobody will read any more. */
    void close() {
        lock.lock();
        try {
            ended = true;
            lines.clear();
            chars = 0;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
