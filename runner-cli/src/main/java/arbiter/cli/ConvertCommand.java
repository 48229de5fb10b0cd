package arbiter.cli;

import arbiter.core.board.Fen;
import arbiter.core.board.Move;
import arbiter.core.board.Parsed;
import arbiter.core.board.Position;
import arbiter.core.notation.Notation;
import arbiter.core.notation.Notations;
import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnReader;
import arbiter.core.pgn.PgnWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbiter convert}: rewrites PGN files from one move notation to another. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Rewrite PGN games in another move notation (the source notation of each game comes from "
                + "its [Format] tag or its first move). Tags are kept, [Format] is set; comments and variations "
                + "are dropped. Output is UTF-8."})
final class ConvertCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE.pgn", description = "PGN files to convert.")
    List<Path> files;

    @Option(names = "--notation", required = true, paramLabel = "NOTATION",
            description = "Target notation: chinese, wxf, iccs, coordinate or coordinate-1-10 (ranks 1-10, as "
                    + "Fairy-Stockfish's UCI mode writes them).")
    String notationName;

    @Option(names = "--out", paramLabel = "FILE", description = "Write here instead of standard output.")
    Path out;

    @Option(names = "--encoding", paramLabel = "CHARSET", description = Records.ENCODING_HELP)
    String encoding;

    @Override
    public Integer call() throws IOException {
        CommandLine cl = spec.commandLine();
        Notation target = Notations.byName(notationName);
        if (target == null) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--notation': '" + notationName
                    + "'; expected chinese, wxf, iccs, coordinate or coordinate-1-10");
        }
        StringBuilder text = new StringBuilder();
        int failures = 0;
        int converted = 0;
        PrintWriter err = cl.getErr();
        Records.Notes notes = new Records.Notes(err);
        for (Path file : files) {
            for (PgnEntry e : PgnReader.read(Records.decode(file, encoding))) {
                String problem = null;
                if (e instanceof PgnEntry.Unreadable u) {
                    problem = file + ":" + u.line() + ":" + u.column() + ": game " + u.index() + ": " + u.message();
                } else {
                    PgnGame g = ((PgnEntry.Read) e).game();
                    notes.game(file, e.index(), g);
                    String where = file + ":" + g.line() + ": game " + e.index() + ": ";
                    Parsed<String> p = convert(g, target);
                    if (p instanceof Parsed.Err<String> bad) {
                        problem = where + bad.describe();
                    } else {
                        text.append(p.orThrow());
                        converted++;
                    }
                }
                if (problem != null) {
                    err.println(problem);
                    failures++;
                }
            }
        }
        if (out != null) {
            Files.writeString(out, text, StandardCharsets.UTF_8);
            cl.getOut().println(converted + " games written to " + out + (failures > 0 ? ", " + failures
                    + " not converted" : ""));
        } else {
            cl.getOut().print(text);
        }
        cl.getOut().flush();
        return failures == 0 ? 0 : 1;
    }

    /** The game rewritten in {@code target}, or an error naming the first move that cannot be read or played. */
    static Parsed<String> convert(PgnGame g, Notation target) {
        Position start = Position.initial();
        if (g.tag("FEN") != null) {
            Parsed<Position> p = Fen.parse(g.tag("FEN"));
            if (p instanceof Parsed.Err<Position> e) {
                return new Parsed.Err<>("FEN tag", e.describe());
            }
            start = p.orThrow();
        }
        Notation source = Records.notation(g);
        if (source == null) {
            return new Parsed.Err<>("move 1 '" + g.moves().get(0) + "'", "cannot tell its notation");
        }
        List<Move> moves = new ArrayList<>();
        Position p = start;
        for (int i = 0; i < g.moves().size(); i++) {
            Parsed<Move> m = Notations.read(source, p, g.moves().get(i)); // the reader cut off marks such as !?
            if (m instanceof Parsed.Err<Move> e) {
                return new Parsed.Err<>("move " + (i + 1) + " '" + g.moves().get(i) + "'", e.message());
            }
            moves.add(m.orThrow());
            p = p.play(m.orThrow()).orThrow();
        }
        List<PgnWriter.MoveText> texts = new ArrayList<>();
        for (String t : Notations.writeAll(target, start, moves)) {
            texts.add(new PgnWriter.MoveText(t, null));
        }
        Map<String, String> tags = new LinkedHashMap<>(g.tags());
        tags.remove("Format");
        if (target.formatTag() != null) {
            tags.put("Format", target.formatTag());
        }
        String result = g.tag("Result") != null ? g.tag("Result") : g.result();
        return new Parsed.Ok<>(PgnWriter.write(tags, texts, start.fullmoveNumber(),
                start.sideToMove() == arbiter.core.board.Side.BLACK, null, result));
    }
}
