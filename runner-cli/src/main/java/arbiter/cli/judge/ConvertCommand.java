package arbiter.cli.judge;

import arbiter.cli.common.LangOption;
import arbiter.cli.common.Options;
import arbiter.cli.common.OutputPaths;
import arbiter.cli.common.StreamedOutput;
import arbiter.cli.common.Words;

import arbiter.core.game.Parsed;
import arbiter.core.game.Notation;
import arbiter.core.xiangqi.notation.Notations;
import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnStream;
import arbiter.core.pgn.PgnWriter;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import arbiter.core.xiangqi.Xiangqi;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
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
public final class ConvertCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    LangOption language;

    @Parameters(arity = "1..*", paramLabel = "FILE.pgn", description = "PGN files to convert.")
    List<Path> files;

    @Option(names = "--notation", required = true, paramLabel = "NOTATION",
            description = "Target notation: xiangqi chinese, wxf, iccs, coordinate or coordinate-1-10 (ranks "
                    + "1-10, as Fairy-Stockfish's UCI mode writes them); chess san or coordinate (UCI, g1f3).")
    String notationName;

    @Option(names = "--game", paramLabel = "GAME", completionCandidates = arbiter.cli.common.GameNames.class,
            description = "One of ${COMPLETION-CANDIDATES} (default: what each "
            + "record tells). A record tagged [Variant \"Chess960\"] is chess960 under chess too; a Variant tag "
            + "naming another game than GAME is an error.")
    String gameName;

    @Option(names = "--out", paramLabel = "FILE", description = "Write here instead of standard output.")
    Path out;

    @Option(names = "--encoding", paramLabel = "CHARSET", description = Records.ENCODING_HELP)
    String encoding;

    @Override
    public Integer call() throws IOException {
        CommandLine cl = spec.commandLine();
        language.texts(cl); // an unknown --lang is refused before any work
        Notation target = Notations.byName(notationName);
        if (target == null) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--notation': '" + notationName
                    + "'; expected chinese, wxf, iccs, coordinate, coordinate-1-10 or san");
        }
        Variant game = gameName == null ? null : Options.game(cl, gameName);
        new OutputPaths(cl).inputs("FILE.pgn", files).inPlace("--out", out).check();
        PrintWriter err = cl.getErr();
        int[] counts = new int[2]; // converted, not converted
        Records.Notes notes = new Records.Notes(err);
        try (StreamedOutput file = out == null ? null : StreamedOutput.open("--out", out)) {
            PrintWriter stdout = cl.getOut();
            for (Path in : files) {
                try (Reader reader = Records.open(in, Records.charset(in, encoding))) {
                    // a game at a time: memory does not grow with the file
                    PgnStream.games(reader, t -> {
                        String text = converted(in, t.entry(), game, target, err, notes);
                        counts[text == null ? 1 : 0]++;
                        if (text == null) {
                            return;
                        }
                        if (file == null) {
                            stdout.print(text);
                        } else {
                            file.write(text);
                        }
                    });
                }
            }
            if (file != null) {
                file.commit();
                arbiter.text.Texts t = language.texts(cl);
                stdout.println(t.get("convert.written", Words.count(counts[0], "game"), out.toString(),
                        String.valueOf(counts[0])) + (counts[1] > 0 ? t.get("convert.notConverted",
                        String.valueOf(counts[1])) : ""));
            }
            stdout.flush();
        }
        return counts[1] == 0 ? 0 : 1;
    }

    /** The entry converted, or null after printing why it cannot be. */
    private static String converted(Path file, PgnEntry e, Variant game, Notation target, PrintWriter err,
                                    Records.Notes notes) {
        if (e instanceof PgnEntry.Unreadable u) {
            err.println(file + ":" + u.line() + ":" + u.column() + ": game " + u.index() + ": " + u.message());
            return null;
        }
        PgnGame g = ((PgnEntry.Read) e).game();
        Notation[] told = {null};
        Parsed<String> p = convert(g, game, target, n -> told[0] = n);
        notes.game(file, e.index(), g, told[0]); // the notation found once, for the conversion and the note
        if (p instanceof Parsed.Err<String> bad) {
            err.println(file + ":" + g.line() + ": game " + e.index() + ": " + bad.describe());
            return null;
        }
        return p.orThrow();
    }

    /**
     * The game rewritten in {@code target} (one of its game's notations), or an error naming the first move that
     * cannot be read or played.
     */
    static Parsed<String> convert(PgnGame g, Variant game, Notation target) {
        return convert(g, game, target, n -> { });
    }

    /** As above, handing the notation the moves are read in to {@code sourceNotation} once it is known. */
    private static Parsed<String> convert(PgnGame g, Variant game, Notation target,
                                          java.util.function.Consumer<Notation> sourceNotation) {
        Parsed<Variant> told = Variants.ofRecord(game, g);
        if (told instanceof Parsed.Err<Variant> e) {
            return new Parsed.Err<>(e.field(), e.message());
        }
        Variant v = told.orThrow();
        if (!v.notations().contains(target)) {
            return new Parsed.Err<>("notation", "the game is " + v.name() + ", which is not written in "
                    + target.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        }
        String fen = g.tag("FEN") != null ? g.tag("FEN") : v.initialFen();
        Parsed<Notation> source = v.recordNotation(g.tag("Format"), g.tag("FEN"), g.moves());
        if (source instanceof Parsed.Ok<Notation> ok) {
            sourceNotation.accept(ok.value());
        }
        Parsed<java.util.List<String>> written = v.translate(fen, g.moves(),
                source instanceof Parsed.Ok<Notation> ok ? ok.value() : null, target);
        if (written instanceof Parsed.Err<java.util.List<String>> e) {
            return new Parsed.Err<>(e.field(), e.message());
        }
        List<PgnWriter.MoveText> texts = new ArrayList<>();
        for (String t : written.orThrow()) {
            texts.add(new PgnWriter.MoveText(t, null));
        }
        Map<String, String> tags = new LinkedHashMap<>(g.tags());
        tags.remove("Format");
        if (target.formatTag() != null) {
            tags.put("Format", target.formatTag());
        }
        String result = g.tag("Result") != null ? g.tag("Result") : g.result();
        String[] f = fen.trim().split("\\s+");
        int number = f.length >= 6 && f[5].matches("\\d+") ? Integer.parseInt(f[5]) : 1;
        return new Parsed.Ok<>(PgnWriter.write(tags, texts, Math.max(1, number), f.length > 1 && f[1].equals("b"),
                null, result));
    }
}
