package arbiter.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

    @Test
    void replacesTheFileAndLeavesNoTemporaryFileBeside(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("out.json");
        Files.writeString(f, "old old old old");
        AtomicFile.write(f, "new");
        assertEquals("new", Files.readString(f));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(f), s.toList());
        }
    }

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("taken");
        Files.createDirectories(target.resolve("inside")); // a non-empty folder cannot be replaced by a file
        assertThrows(IOException.class, () -> AtomicFile.write(target, new byte[] {1, 2, 3}));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(target), s.toList());
        }
    }

    @Test
    void theNewFileGetsTheUsualPermissionsNotOwnerOnly(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("report.json");
        AtomicFile.write(f, new byte[] {'{', '}'});
        assertArrayEquals(new byte[] {'{', '}'}, Files.readAllBytes(f));
        // readable by others under the common umask 022: a web server may serve the live --json-out file
        String perms = PosixFilePermissions.toString(Files.getPosixFilePermissions(f));
        assertEquals('r', perms.charAt(6), perms);
    }

    @Test
    void aLinkIsFollowedSoTheLinkStaysAndItsTargetIsReplaced(@TempDir Path dir) throws IOException {
        Path real = dir.resolve("real.json"), link = dir.resolve("link.json");
        Files.writeString(real, "old");
        Files.createSymbolicLink(link, real);
        AtomicFile.write(link, "new");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(real));
    }

    @Test
    void aDeviceIsWrittenThroughNotReplaced() throws IOException {
        Path devNull = Path.of("/dev/null");
        Assumptions.assumeTrue(Files.exists(devNull));
        AtomicFile.write(devNull, "discarded");
        assertFalse(Files.isRegularFile(devNull), "/dev/null is still a device");
    }
}
