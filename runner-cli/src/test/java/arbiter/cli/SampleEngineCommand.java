package arbiter.cli;

import arbiter.core.xiangqi.board.Position;
import arbiter.sample.SampleEngine;
import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The {@code cmd=}/{@code arg=} settings that start the bundled sample engine in a fresh JVM, for tests. */
public final class SampleEngineCommand {
    private SampleEngineCommand() {
    }

    /** {@code cmd=.../java arg=-cp arg=CLASSPATH arg=arbiter.sample.SampleEngine} plus the extra engine args. */
    public static List<String> settings(String name, String... engineArgs) {
        List<String> s = new ArrayList<>();
        s.add("name=" + name);
        s.add("cmd=" + Path.of(System.getProperty("java.home"), "bin", "java"));
        s.add("arg=-XX:TieredStopAtLevel=1");
        s.add("arg=-cp");
        s.add("arg=" + location(SampleEngine.class) + File.pathSeparator + location(Position.class));
        s.add("arg=" + SampleEngine.class.getName());
        for (String a : engineArgs) {
            s.add("arg=" + a);
        }
        return s;
    }

    private static String location(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
