package arbiter.cli.play;

import arbiter.engine.CpuAffinity;
import arbiter.match.EngineSpec;
import java.util.ArrayList;
import java.util.List;

/** What a match or tournament prints before its first game: the builds chosen, the sandboxes, the CPU layout. */
public final class SetupLines {
    private SetupLines() {
    }

    /**
     * Prints how the engines will run, before the first game: the build chosen for each engine that lists builds,
     * and the CPU layout of {@code --affinity} (null: none).
     */
    static void print(java.io.PrintWriter out, List<EngineSpec> engines, CpuAffinity affinity,
                           arbiter.text.Texts texts) {
        for (EngineSpec e : engines) {
            if (e.build() != null) {
                out.println(texts.get("setup.build", e.name(), describe(e.build(), texts)));
            }
        }
        java.util.Map<String, List<String>> boxes = new java.util.TreeMap<>();
        for (EngineSpec e : engines) {
            if (e.config().sandbox().any()) {
                boxes.computeIfAbsent(e.config().sandbox().label(), k -> new ArrayList<>()).add(e.name());
            }
        }
        boxes.forEach((box, names) -> out.println(texts.get("setup.sandbox", String.join(texts.get("setup.and"), names),
                box, texts.get("setup.sandbox." + box.replace(",", "-")))));
        if (affinity != null) {
            List<String> slots = new ArrayList<>();
            for (int k = 0; k < affinity.slots().size(); k++) {
                slots.add(texts.get(affinity.slots().get(k).size() == 1 ? "setup.slot" : "setup.slots",
                        String.valueOf(k + 1), affinity.cpus(k)));
            }
            out.println(texts.get("setup.affinity", String.join(texts.get("setup.slotSeparator"), slots)));
        }
    }

    /** The chosen build in words: "pikafish-bmi2 (build 2 of 3, needs bmi2; passed over: ...)". */
    private static String describe(arbiter.engine.Build.Choice c, arbiter.text.Texts texts) {
        String sep = texts.get("setup.and");
        String needs = c.build().requires().isEmpty() ? texts.get("setup.build.any")
                : texts.get("setup.build.needs", String.join(sep, c.build().requires()));
        List<String> passed = c.passedOver().stream().map(s -> texts.get("setup.build.skip", s.command(),
                String.join(sep, s.missing()))).toList();
        return texts.get(passed.isEmpty() ? "setup.build.choice" : "setup.build.choiceAfter", c.build().command(),
                String.valueOf(c.index() + 1), String.valueOf(c.of()), needs, String.join(texts.get("setup.build.skipSeparator"), passed));
    }
}
