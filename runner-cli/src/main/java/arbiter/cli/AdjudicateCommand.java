package arbiter.cli;

import arbiter.core.board.Fen;
import arbiter.core.board.Parsed;
import arbiter.core.board.Position;
import arbiter.core.game.Adjudication;
import arbiter.core.game.Outcome;
import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnReader;
import arbiter.core.rules.MoveClass;
import arbiter.core.rules.RuleSet;
import arbiter.core.rules.RuleSets;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbiter adjudicate}: replays games and rules on them. */
@Command(name = "adjudicate", mixinStandardHelpOptions = true,
        description = {"Replay a game and print the outcome at the first ply where the rules end it.",
                "Either --fen/--moves, or PGN files whose moves are in coordinate form (h2e2 or H2-E2) with a "
                        + "[FEN] tag where a game does not start from the initial position."})
final class AdjudicateCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "FILE.pgn", description = "PGN files to adjudicate, game by game.")
    List<Path> files = List.of();

    @Option(names = "--fen", description = "Start position in FEN. Default: the initial position.")
    String fen;

    @Option(names = "--moves", description = "Moves in coordinate form, separated by spaces: \"h2e2 h9g7 ...\".")
    String moves;

    @Option(names = "--rules", description = "Rule set (default: ${DEFAULT-VALUE}).", defaultValue = RuleSets.DEFAULT)
    String rulesName;

    @Option(names = "--json", description = "Print JSON: one object (one a line per game for PGN files).")
    boolean json;

    private int agree;
    private int disagree;

    @Override
    public Integer call() throws IOException {
        CommandLine cl = spec.commandLine();
        RuleSet rules = Options.rules(cl, rulesName);
        if (!files.isEmpty() && (fen != null || moves != null)) {
            throw new CommandLine.ParameterException(cl, "Give either PGN files or --fen/--moves, not both");
        }
        if (files.isEmpty()) {
            if (moves == null && fen == null) {
                throw new CommandLine.ParameterException(cl, "Nothing to adjudicate: give --moves (and --fen) or "
                        + "PGN files");
            }
            Position start = Options.position(cl, "--fen", fen == null ? Position.INITIAL_FEN : fen);
            List<String> list = moves == null || moves.isBlank() ? List.of()
                    : Arrays.asList(moves.trim().split("[\\s,]+"));
            int bad = Adjudication.firstUnreadable(list);
            if (bad >= 0) {
                throw new CommandLine.ParameterException(cl, "Invalid value for option '--moves': move " + (bad + 1)
                        + " '" + list.get(bad) + "' is not a coordinate move; expected four characters such as h2e2");
            }
            Adjudication a = Adjudication.of(start, list, rules);
            PrintWriter out = cl.getOut();
            if (json) {
                out.println(OutcomeJson.MAPPER.writeValueAsString(OutcomeJson.of(a)));
            } else {
                printHuman(out, a);
            }
            out.flush();
            return 0;
        }
        int failures = 0;
        for (Path f : files) {
            failures += adjudicateFile(cl, f, rules);
        }
        if (!json) {
            cl.getOut().printf("%d games: %d agree with the recorded result, %d disagree, %d unreadable%n",
                    agree + disagree + failures, agree, disagree, failures);
        }
        cl.getOut().flush();
        return failures == 0 ? 0 : 1;
    }

    private int adjudicateFile(CommandLine cl, Path file, RuleSet rules) throws IOException {
        String text = Options.readText(file, "", false);
        PrintWriter out = cl.getOut();
        PrintWriter err = cl.getErr();
        int failures = 0;
        for (PgnEntry entry : PgnReader.read(text)) {
            if (entry instanceof PgnEntry.Unreadable u) {
                err.println(file + ":" + u.line() + ":" + u.column() + ": game " + u.index() + ": " + u.message());
                failures++;
                continue;
            }
            PgnGame g = ((PgnEntry.Read) entry).game();
            String fenTag = g.tag("FEN");
            Position start = Position.initial();
            if (fenTag != null) {
                Parsed<Position> p = Fen.parse(fenTag);
                if (p instanceof Parsed.Err<Position> e) {
                    err.println(file + ":" + g.line() + ": game " + entry.index() + ": FEN tag: " + e.describe());
                    failures++;
                    continue;
                }
                start = p.orThrow();
            }
            int bad = Adjudication.firstUnreadable(g.moves());
            if (bad >= 0) {
                err.println(file + ":" + g.line() + ": game " + entry.index() + ": ply " + (bad + 1) + " '"
                        + g.moves().get(bad) + "' is not in coordinate notation (h2e2 or H2-E2)");
                failures++;
                continue;
            }
            String recorded = g.tag("Result") != null ? g.tag("Result") : g.result();
            Adjudication a = Adjudication.of(start, g.moves(), rules)
                    .withRecordedEnding(g.tag("Termination"), recorded, null);
            if (a.outcome().result().pgn().equals(recorded)) {
                agree++;
            } else {
                disagree++;
            }
            if (json) {
                ObjectNode n = OutcomeJson.of(a);
                n.put("file", file.toString());
                n.put("game", entry.index());
                n.put("recordedResult", recorded);
                out.println(OutcomeJson.MAPPER.writeValueAsString(n));
            } else {
                Outcome o = a.outcome();
                out.println(file + " game " + entry.index() + ": " + o.result().pgn()
                        + (o.isOver() ? " " + o.termination() + " at ply " + o.ply() : " (no ending after "
                        + o.ply() + " plies)") + ", recorded " + recorded
                        + (o.isOver() ? ": " + o.reason() : ""));
            }
        }
        return failures;
    }

    private static void printHuman(PrintWriter out, Adjudication a) {
        Outcome o = a.outcome();
        if (!o.isOver()) {
            out.println("Result: * (the game goes on after ply " + o.ply() + ")");
            return;
        }
        out.println("Result: " + o.result().pgn() + " (" + o.termination() + ") at ply " + o.ply());
        out.println("Reason: " + o.reason());
        if (o.repetition() != null) {
            out.println("Cycle (plies " + o.repetition().firstPly() + " to " + o.repetition().lastPly() + "):");
            for (MoveClass m : o.repetition().moves()) {
                StringBuilder sb = new StringBuilder("  ply " + m.ply() + " " + m.mover().displayName() + " "
                        + m.move() + ": " + m.kind());
                m.chases().forEach(c -> sb.append("; chase: ").append(c.describe()));
                m.escapes().forEach(e -> sb.append("; escapes: ").append(e));
                out.println(sb);
            }
        }
        if (!a.unplayed().isEmpty()) {
            out.println("Moves after the end (not played): " + String.join(" ", a.unplayed()));
        }
    }
}
