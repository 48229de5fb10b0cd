package arbiter.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code arbiter} command: a xiangqi arbiter and match runner. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, version = "arbiter 0.1.0",
        description = "Xiangqi arbiter: exact competition rules (Pikafish program rules by default), perft and "
                + "adjudication of games.",
        subcommands = {MatchCommand.class, TournamentCommand.class, MergeCommand.class, AdjudicateCommand.class, PerftCommand.class, BookCommand.class, ConvertCommand.class, BenchCommand.class,
                CommandLine.HelpCommand.class},
        footer = {"", "Exit codes: 0 ok, 1 failure (bad input, unreadable game, engine error), 2 usage error, "
                + "130/143/129 stopped by SIGINT (Ctrl-C)/SIGTERM/SIGHUP."})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A command line with this project's error handling: user errors print one line and exit 1. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine cmd = ex.getCommandLine();
            cmd.getErr().println("arbiter: " + ex.getMessage());
            cmd.getErr().println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            if (ex instanceof UserError) {
                cmd.getErr().println("arbiter: " + ex.getMessage());
                return 1;
            }
            cmd.getErr().println("arbiter: internal error: " + ex);
            if (System.getenv("ARBITER_DEBUG") != null) {
                ex.printStackTrace(cmd.getErr());
            }
            return 1;
        });
        return cl;
    }

    public static void main(String[] args) {
        Interrupts.install();
        System.exit(Interrupts.exitCode(commandLine().execute(args)));
    }
}
