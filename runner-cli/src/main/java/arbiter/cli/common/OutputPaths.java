package arbiter.cli.common;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * Checks a command's output paths before it reads its first file or plays its first game, so that a typo or a
 * read-only folder costs nothing: each output's folder exists and takes new files, an output file is not a folder
 * and, if it exists, can be opened for writing (nothing is written), and no two outputs, nor an output and an
 * input, are the same file (compared by real path, so {@code ./x}, {@code x} and a symbolic link to {@code x} are
 * one file). A problem with the file system is a {@link UserError} naming the option, the path and the OS's
 * reason (exit 1); two options naming one file is a usage error (exit 2).
 */
public final class OutputPaths {
    private record Entry(String option, Path path, Kind kind) {
    }

    private enum Kind { FILE, FOLDER, INPUT, IN_PLACE }

    private final CommandLine cl;
    private final List<Entry> entries = new ArrayList<>();

    public OutputPaths(CommandLine cl) {
        this.cl = cl;
    }

    /** An output file (ignored when null). */
    public OutputPaths file(String option, Path path) {
        return add(option, path, Kind.FILE);
    }

    /** An output folder, created later when needed: it, or its nearest existing parent, must take new files. */
    public OutputPaths folder(String option, Path path) {
        return add(option, path, Kind.FOLDER);
    }

    /** A file the command reads: no output may be it. */
    public OutputPaths input(String option, Path path) {
        return add(option, path, Kind.INPUT);
    }

    /** Files the command reads. */
    public OutputPaths inputs(String label, List<Path> paths) {
        paths.forEach(p -> input(label, p));
        return this;
    }

    /**
     * An output file that may be one of the inputs: the command reads every input before it replaces the file
     * atomically (a temporary file renamed over it), so the input is never half overwritten while it is read.
     */
    public OutputPaths inPlace(String option, Path path) {
        return add(option, path, Kind.IN_PLACE);
    }

    private OutputPaths add(String option, Path path, Kind kind) {
        if (path != null) {
            entries.add(new Entry(option, path, kind));
        }
        return this;
    }

    /** Runs every check; the first problem found is thrown. */
    public void check() {
        List<Path> keys = new ArrayList<>();
        for (Entry e : entries) {
            if (e.kind == Kind.FILE || e.kind == Kind.IN_PLACE) {
                checkFile(e);
            } else if (e.kind == Kind.FOLDER) {
                checkFolder(e);
            }
            keys.add(key(e.path));
        }
        for (int i = 0; i < entries.size(); i++) {
            for (int j = 0; j < i; j++) {
                Entry a = entries.get(j), b = entries.get(i);
                if (keys.get(i) == null || !keys.get(i).equals(keys.get(j)) || isDevice(keys.get(i))) {
                    continue; // a device (/dev/null) loses no data when two outputs share it
                }
                boolean bothInputs = a.kind == Kind.INPUT && b.kind == Kind.INPUT;
                boolean inPlace = (a.kind == Kind.IN_PLACE && b.kind == Kind.INPUT)
                        || (a.kind == Kind.INPUT && b.kind == Kind.IN_PLACE);
                if (!bothInputs && !inPlace) {
                    if (b.kind == Kind.INPUT) { // name the output first: it is the one to change
                        Entry t = a;
                        a = b;
                        b = t;
                    }
                    throw new CommandLine.ParameterException(cl, b.option + " " + b.path + " is the same file as "
                            + a.option + " " + a.path + "; give each output its own file");
                }
            }
        }
    }

    private static void checkFile(Entry e) {
        Path p = e.path;
        if (Files.isDirectory(p)) {
            throw new UserError(e.option + " " + p + ": is a folder; expected a file name");
        }
        if (Files.exists(p)) {
            try (FileChannel ignored = FileChannel.open(p, StandardOpenOption.WRITE)) {
                return; // opened without truncating: the file is untouched
            } catch (IOException ex) {
                throw cannotWrite(e, ex);
            }
        }
        Path dir = p.toAbsolutePath().getParent();
        if (!Files.exists(dir)) {
            throw new UserError(e.option + " " + p + ": cannot write (no such folder: " + dir + ")");
        }
        if (!Files.isDirectory(dir)) {
            throw new UserError(e.option + " " + p + ": cannot write (" + dir + " is not a folder)");
        }
        probe(e, dir);
    }

    private static void checkFolder(Entry e) {
        Path p = e.path.toAbsolutePath();
        if (Files.exists(p) && !Files.isDirectory(p)) {
            throw new UserError(e.option + " " + e.path + ": is a file; expected a folder");
        }
        Path existing = p;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null || !Files.isDirectory(existing)) {
            throw new UserError(e.option + " " + e.path + ": cannot create it (" + existing + " is not a folder)");
        }
        probe(e, existing);
    }

    /** Creates and deletes a file in {@code dir}: the one test of "can write here" that root, ACLs and
     *  read-only mounts all answer truthfully. */
    private static void probe(Entry e, Path dir) {
        Path probe = dir.resolve(".arbiter-write-test-" + ProcessHandle.current().pid() + "-" + System.nanoTime());
        try {
            Files.createFile(probe);
            Files.delete(probe);
        } catch (IOException ex) {
            throw cannotWrite(e, ex);
        }
    }

    private static UserError cannotWrite(Entry e, IOException ex) {
        return new UserError(e.option + " " + e.path + ": cannot write (" + reason(ex) + ")");
    }

    /** The OS's reason, as the C library words it where Java keeps only the exception's type. */
    static String reason(IOException ex) {
        if (ex instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        if (ex instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (ex instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (ex instanceof NotDirectoryException) {
            return "Not a directory";
        }
        return ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
    }

    private static boolean isDevice(Path p) {
        return Files.exists(p) && !Files.isRegularFile(p) && !Files.isDirectory(p);
    }

    /** The file a path names, with symbolic links and {@code ./} resolved; a new file by its real folder. */
    private static Path key(Path p) {
        try {
            if (Files.exists(p)) {
                return p.toRealPath();
            }
            Path abs = p.toAbsolutePath().normalize();
            Path dir = abs.getParent();
            if (Files.isSymbolicLink(abs)) {
                return dir.resolve(Files.readSymbolicLink(abs)).normalize(); // dangling: writing creates the target
            }
            return dir == null || !Files.exists(dir) ? abs : dir.toRealPath().resolve(abs.getFileName());
        } catch (IOException ex) {
            return p.toAbsolutePath().normalize();
        }
    }
}
