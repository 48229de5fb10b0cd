package arbiter.engine;

/**
 * What a {@code go} command tells the engine; absent fields are null. Times in ms.
 *
 * @param ownTimeMs      time left of the side to move
 * @param oppTimeMs      time left of the other side
 * @param ownIncMs       increment of the side to move
 * @param oppIncMs       increment of the other side
 * @param movesToGo      moves to the next time control, or null
 * @param moveTimeMs     fixed time for this move, or null
 * @param nodes          node limit, or null
 * @param depth          depth limit, or null
 */
public record GoLimits(Long ownTimeMs, Long oppTimeMs, Long ownIncMs, Long oppIncMs, Integer movesToGo,
                       Long moveTimeMs, Long nodes, Integer depth) {

    /** The {@code go} line for the protocol; {@code redToMove} decides which side is {@code wtime}. */
    public String command(Protocol protocol, boolean redToMove, boolean ucciMillis) {
        StringBuilder sb = new StringBuilder("go");
        if (protocol == Protocol.UCI) {
            if (moveTimeMs != null) {
                sb.append(" movetime ").append(moveTimeMs);
            } else if (ownTimeMs != null) {
                long w = redToMove ? ownTimeMs : oppTimeMs, b = redToMove ? oppTimeMs : ownTimeMs;
                long wi = redToMove ? nz(ownIncMs) : nz(oppIncMs), bi = redToMove ? nz(oppIncMs) : nz(ownIncMs);
                sb.append(" wtime ").append(w).append(" btime ").append(b);
                sb.append(" winc ").append(wi).append(" binc ").append(bi);
                if (movesToGo != null && movesToGo > 0) {
                    sb.append(" movestogo ").append(movesToGo);
                }
            }
        } else {
            if (moveTimeMs != null) {
                sb.append(" time ").append(t(moveTimeMs, ucciMillis)).append(" movestogo 1");
            } else if (ownTimeMs != null) {
                sb.append(" time ").append(t(ownTimeMs, ucciMillis));
                if (movesToGo != null && movesToGo > 0) {
                    sb.append(" movestogo ").append(movesToGo);
                } else {
                    sb.append(" increment ").append(t(nz(ownIncMs), ucciMillis));
                }
                sb.append(" opptime ").append(t(oppTimeMs, ucciMillis));
                if (movesToGo == null || movesToGo <= 0) {
                    sb.append(" oppincrement ").append(t(nz(oppIncMs), ucciMillis));
                }
            }
        }
        if (nodes != null) {
            sb.append(" nodes ").append(nodes);
        }
        if (depth != null) {
            sb.append(" depth ").append(depth);
        }
        if (sb.length() == 2) {
            sb.append(protocol == Protocol.UCI ? " infinite" : " depth 64");
        }
        return sb.toString();
    }

    private static long nz(Long v) {
        return v == null ? 0 : v;
    }

    /** UCCI times are in seconds unless the engine took {@code usemillisec}; never round a live clock to 0. */
    private static long t(long ms, boolean millis) {
        return millis ? ms : Math.max(ms > 0 ? 1 : 0, ms / 1000);
    }
}
