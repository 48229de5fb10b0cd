package arbiter.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in-process and captures its output, as the tests see it. */
public record Cli(int exit, String out, String err) {

    public static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Cli(code, out.toString(), err.toString());
    }
}
