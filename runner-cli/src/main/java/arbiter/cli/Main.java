package arbiter.cli;

import arbiter.cli.common.Interrupts;
import arbiter.cli.common.UserError;
import arbiter.cli.judge.AdjudicateCommand;
import arbiter.cli.judge.ConvertCommand;
import arbiter.cli.play.GameManagerCommand;
import arbiter.cli.play.MatchCommand;
import arbiter.cli.play.MergeCommand;
import arbiter.cli.play.ServeCommand;
import arbiter.cli.play.TournamentCommand;
import arbiter.cli.tools.BenchCommand;
import arbiter.cli.tools.BookCommand;
import arbiter.cli.tools.PerftCommand;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code arbiter} command: a xiangqi and chess arbiter and match runner. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, version = "arbiter 0.1.0",
        description = "Xiangqi and chess arbiter and match runner: engine matches and tournaments, every result "
                + "through exact competition rules (xiangqi: Pikafish program rules by default, the national rules "
                + "of 1999 and 2011, CXQ; chess: the FIDE laws), adjudication of game files, perft, and drop-in "
                + "fastchess and cutechess-cli for testing frameworks.",
        footer = {"", Main.EXIT_CODES})
public final class Main implements Runnable {
    /** The subcommands in the order the help lists them ({@code help} last). */
    static final java.util.List<Class<?>> SUBCOMMANDS = java.util.List.of(MatchCommand.class,
            TournamentCommand.class, ServeCommand.class, MergeCommand.class, AdjudicateCommand.class,
            PerftCommand.class, BookCommand.class, ConvertCommand.class, BenchCommand.class,
            GameManagerCommand.Fastchess.class, GameManagerCommand.Cutechess.class, CommandLine.HelpCommand.class);

    /** The exit codes of every command, shown in each command's help (picocli turns %n into line breaks). */
    static final String EXIT_CODES = "Exit codes (every command):%n"
            + "  0    done (match: SPRT accepted H1)%n"
            + "  1    runtime error: a bad or unreadable input file, an engine that cannot%n"
            + "       start, an output that cannot be written, games missing (merge), a%n"
            + "       disagreement under --strict (adjudicate)%n"
            + "  2    usage error: an unknown option, a bad value, options that cannot go%n"
            + "       together%n"
            + "  3    match: SPRT accepted H0; 4 match: SPRT undecided when --games were played%n"
            + "  129, 130, 143  stopped by SIGHUP, SIGINT (Ctrl-C) or SIGTERM; finished games%n"
            + "       are kept";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A command line with this project's error handling: user errors print one line and exit 1 (usage errors 2). */
    public static CommandLine commandLine() {
        return commandLine(null);
    }

    /**
     * As {@link #commandLine()}, with only the subcommand {@code first} names when it names one: picocli builds a
     * model of every subcommand it is given, by reflection, which cost each start about 0.1 s of CPU (a runner's
     * start is taken from the engines it judges). With anything else ({@code help}, {@code --help}, a typo, null)
     * every subcommand is there, for the help and the suggestions.
     */
    public static CommandLine commandLine(String first) {
        CommandLine cl = new CommandLine(new Main());
        boolean one = first != null && SUBCOMMANDS.stream()
                .anyMatch(c -> c != CommandLine.HelpCommand.class && names(c).contains(first));
        for (Class<?> c : SUBCOMMANDS) {
            if (!one || names(c).contains(first) || c == CommandLine.HelpCommand.class) {
                cl.addSubcommand(c);
            }
        }
        for (CommandLine sub : cl.getSubcommands().values()) { // one exit-code table, at the foot of every help
            if (!(sub.getCommand() instanceof CommandLine.HelpCommand)) {
                var usage = sub.getCommandSpec().usageMessage();
                java.util.List<String> footer = new java.util.ArrayList<>(java.util.List.of(usage.footer()));
                footer.addAll(java.util.List.of("", EXIT_CODES));
                usage.footer(footer.toArray(String[]::new));
            }
        }
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine cmd = ex.getCommandLine();
            cmd.getErr().println("arbiter: " + ex.getMessage());
            if (ex instanceof CommandLine.UnmatchedArgumentException u) {
                String near = nearestOption(cmd, u.getUnmatched());
                if (near != null) {
                    cmd.getErr().println("Did you mean: " + near + "?");
                } else {
                    CommandLine.UnmatchedArgumentException.printSuggestions(u, cmd.getErr()); // commands
                }
            }
            cmd.getErr().println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            if (ex instanceof UserError u) {
                cmd.getErr().println("arbiter: " + ex.getMessage());
                if (u.isUsage()) {
                    cmd.getErr().println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more "
                            + "information.");
                    return 2;
                }
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

    /** The names a subcommand class answers to (picocli's {@code name} and {@code aliases}). */
    private static java.util.List<String> names(Class<?> c) {
        Command a = c.getAnnotation(Command.class);
        java.util.List<String> names = new java.util.ArrayList<>(java.util.List.of(a.aliases()));
        names.add(a.name());
        return names;
    }

    public static void main(String[] args) {
        Interrupts.install();
        CommandLine cl = commandLine(args.length > 0 ? args[0] : null);
        if (writesUtf8(args, System.getenv())) {
            // a terminal that says UTF-8 where the JVM fell back to ASCII (LANG=zh_CN.UTF-8 on a machine without
            // that locale) would see every Chinese character as '?'
            cl.setOut(new java.io.PrintWriter(new java.io.OutputStreamWriter(System.out,
                    java.nio.charset.StandardCharsets.UTF_8), true));
            cl.setErr(new java.io.PrintWriter(new java.io.OutputStreamWriter(System.err,
                    java.nio.charset.StandardCharsets.UTF_8), true));
        }
        System.exit(Interrupts.exitCode(cl.execute(args)));
    }

    /**
     * The command's option nearest to the first unknown option among {@code unmatched} (at most two letters added,
     * dropped or changed, {@code --gmaes} for {@code --games}), or null.
     */
    static String nearestOption(CommandLine cmd, java.util.List<String> unmatched) {
        for (String arg : unmatched) {
            if (arg.startsWith("-")) {
                java.util.List<String> names = new java.util.ArrayList<>();
                cmd.getCommandSpec().options().forEach(o -> names.addAll(java.util.List.of(o.names())));
                return arbiter.text.Nearest.of(arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg, names, 2);
            }
        }
        return null;
    }

    /**
     * Whether the console gets UTF-8 whatever the JVM's own charset: with {@code --lang zh}, or when the locale
     * variables say UTF-8 (the first set of LC_ALL, LC_CTYPE, LANG, as POSIX reads them).
     */
    static boolean writesUtf8(String[] args, java.util.Map<String, String> env) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--lang=zh") || args[i].equals("--lang") && i + 1 < args.length
                    && args[i + 1].equals("zh")) {
                return true;
            }
        }
        for (String k : new String[] {"LC_ALL", "LC_CTYPE", "LANG"}) {
            String v = env.get(k);
            if (v != null && !v.isEmpty()) {
                String c = v.toUpperCase(java.util.Locale.ROOT).replace("-", "");
                return c.contains("UTF8");
            }
        }
        return false;
    }
}
