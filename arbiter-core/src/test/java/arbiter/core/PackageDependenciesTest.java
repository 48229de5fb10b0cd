package arbiter.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The architecture as the sources show it: which package names which (an import or a qualified name). The common
 * heart ({@code arbiter.core.game}) and the shared services name no game, the games do not name each other, and no
 * two packages name each other through any path, in the core or in the runner.
 */
class PackageDependenciesTest {
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern NAMED = Pattern.compile("\\b(arbiter(?:\\.[a-z]\\w*)+)\\.[A-Z]");
    private static final List<String> GAMES = List.of("arbiter.core.xiangqi", "arbiter.core.chess");
    private static final List<String> SHARED = List.of("arbiter.core.game", "arbiter.core.book", "arbiter.core.clock",
            "arbiter.core.event", "arbiter.core.pgn", "arbiter.core.stats");

    /** Package to the packages its sources name, read from the source folders that exist here. */
    private static Map<String, Set<String>> graph(String... roots) {
        Map<String, Set<String>> g = new TreeMap<>();
        for (String root : roots) {
            Path dir = Path.of(root);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String src = Files.readString(f);
                    Matcher pm = PACKAGE.matcher(src);
                    if (!pm.find()) {
                        continue;
                    }
                    Set<String> out = g.computeIfAbsent(pm.group(1), k -> new TreeSet<>());
                    Matcher m = NAMED.matcher(src);
                    while (m.find()) {
                        if (!m.group(1).equals(pm.group(1))) {
                            out.add(m.group(1));
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return g;
    }

    private static Map<String, Set<String>> core() {
        Map<String, Set<String>> g = graph("src/main/java");
        assertTrue(g.size() > 10, "the core's sources are read from src/main/java: " + g.keySet());
        return g;
    }

    private static boolean within(String pkg, String root) {
        return pkg.equals(root) || pkg.startsWith(root + ".");
    }

    @Test
    void theCommonHeartAndTheSharedServicesNameNoGame() {
        List<String> wrong = new ArrayList<>();
        core().forEach((from, to) -> {
            if (SHARED.stream().anyMatch(s -> within(from, s))) {
                to.stream().filter(t -> GAMES.stream().anyMatch(game -> within(t, game)))
                        .forEach(t -> wrong.add(from + " -> " + t));
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void theGamesDoNotNameEachOther() {
        List<String> wrong = new ArrayList<>();
        core().forEach((from, to) -> {
            for (String game : GAMES) {
                if (within(from, game)) {
                    to.stream().filter(t -> GAMES.stream().anyMatch(other -> !other.equals(game) && within(t, other)))
                            .forEach(t -> wrong.add(from + " -> " + t));
                }
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void noPackageNamesOneThatNamesItBackInTheCoreOrTheRunner() {
        Map<String, Set<String>> g = graph("src/main/java", "../runner-cli/src/main/java");
        List<String> loops = new ArrayList<>();
        for (String start : g.keySet()) {
            // every package reachable from start; a loop when start is among them
            Set<String> seen = new TreeSet<>();
            List<String> todo = new ArrayList<>(g.getOrDefault(start, Set.of()));
            while (!todo.isEmpty()) {
                String p = todo.remove(todo.size() - 1);
                if (seen.add(p)) {
                    todo.addAll(g.getOrDefault(p, Set.of()));
                }
            }
            if (seen.contains(start)) {
                loops.add(start);
            }
        }
        assertEquals(List.of(), loops, "packages on a loop of dependencies");
    }
}
