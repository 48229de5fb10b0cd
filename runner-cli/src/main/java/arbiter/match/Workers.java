package arbiter.match;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/** A runner's worker threads: started together and joined; an interrupted wait stops them through the runner. */
public final class Workers {
    private final List<Thread> threads = new ArrayList<>();

    /**
     * @param count how many threads
     * @param name  thread name prefix ({@code name-1}, {@code name-2}, ...)
     * @param body  what each thread runs, given its slot number (0 to {@code count - 1})
     */
    public Workers(int count, String name, IntConsumer body) {
        for (int i = 0; i < count; i++) {
            int slot = i;
            threads.add(new Thread(() -> body.accept(slot), name + "-" + (i + 1)));
        }
    }

    /**
     * Starts every thread and waits for all of them. When the waiting thread is interrupted, {@code abort} runs
     * (it should make the workers stop), each worker gets 5 s to finish, and the interruption is passed on.
     */
    public void run(Runnable abort) throws InterruptedException {
        threads.forEach(Thread::start);
        try {
            for (Thread t : threads) {
                t.join();
            }
        } catch (InterruptedException e) {
            abort.run();
            for (Thread t : threads) {
                t.join(5000);
            }
            throw e;
        }
    }

    /** Interrupts every worker but the calling thread (abandoning their games). */
    public void interruptOthers() {
        threads.stream().filter(t -> t != Thread.currentThread()).forEach(Thread::interrupt);
    }
}
