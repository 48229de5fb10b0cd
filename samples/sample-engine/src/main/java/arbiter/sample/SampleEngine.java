package arbiter.sample;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Entry point of the bundled sample engine: a small xiangqi engine speaking UCI or UCCI on stdin/stdout, with
 * switchable faults for testing a match runner against misbehaving engines.
 * <p>
 * Usage: {@code java -jar sample-engine.jar [--fault=NAME] [--fault-ply=N] [--slow-start-ms=N]
 * [--ignore-stop-ms=N] [--hash=MB]}; exit status 0 after {@code quit} or end of input, 2 for bad arguments, 3 for
 * the crash fault.
 */
public final class SampleEngine {
    private SampleEngine() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
            System.out.println(EngineOptions.usage());
            return;
        }
        EngineOptions options;
        try {
            options = EngineOptions.fromArgs(args);
        } catch (IllegalArgumentException e) {
            System.err.println("sample-engine: " + e.getMessage());
            System.err.println(EngineOptions.usage());
            System.exit(2);
            return;
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        new ProtocolLoop(in, out, System.err, options, System::exit).run();
        out.flush();
        // The search thread is a daemon, but exit explicitly so that nothing else can hold the process open.
        System.exit(0);
    }
}
