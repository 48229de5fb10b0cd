package arbiter.core.xiangqi.rules.china;

import arbiter.core.game.Side;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * How one side played a repetition cycle under the national rules: its moves' calls, and what they make it.
 * 长将 is every move a check; a forbidden way of play (禁止着法, 25.2) is every move an attack (长将, 长杀, 长捉,
 * 一将一杀, 一将一捉, 一杀一捉, ...); an allowed one (允许着法) has an idle move among them.
 *
 * @param side      the side
 * @param kinds     the calls of its moves in the cycle, in order
 * @param withPawns whether a pawn's own chases count (mutual perpetual attack, 27.2 and 第七章 11)
 */
record SideCall(Side side, List<MoveKind> kinds, boolean withPawns) {

    SideCall {
        kinds = List.copyOf(kinds);
    }

    boolean perpetualCheck() {
        return !kinds.isEmpty() && kinds.stream().allMatch(k -> k.kind() == MoveKind.Kind.CHECK);
    }

    boolean forbidden() {
        return !kinds.isEmpty() && kinds.stream().allMatch(k -> k.attacks(withPawns));
    }

    /**
     * 2011 26.8.1: whether this forbidden way of play is one that must vary even against another forbidden one:
     * 长杀, 一将一杀, 长捉车, 长捉无根子, 一将（杀）一捉车（无根子）, 一捉车一捉无根子: every move a check, a mate threat, or a
     * chase of a rook or of a piece with no protector, and not every move a check.
     */
    boolean mustVaryAgainstForbidden() {
        return forbidden() && !perpetualCheck() && kinds.stream().allMatch(k -> k.kind() == MoveKind.Kind.CHECK
                || k.kind() == MoveKind.Kind.KILL || k.kind() == MoveKind.Kind.CHASE && k.rookOrUnprotected());
    }

    /** Whether every move is a chase (for the termination: perpetual-chase rather than rule-violation). */
    boolean perpetualChase() {
        return forbidden() && kinds.stream().allMatch(k -> k.kind() == MoveKind.Kind.CHASE
                || (withPawns && k.pawnChase()));
    }

    /** The call in the rule book's words: 长将, 长杀, 长捉, 一将一捉, ..., or 允许着法 (有闲着). */
    String chinese() {
        if (!forbidden()) {
            return "允许着法（有闲着）";
        }
        Set<MoveKind.Kind> used = EnumSet.noneOf(MoveKind.Kind.class);
        for (MoveKind k : kinds) {
            used.add(k.kind() == MoveKind.Kind.IDLE ? MoveKind.Kind.CHASE : k.kind());
        }
        if (used.size() == 1) {
            return "长" + used.iterator().next().chinese;
        }
        StringBuilder sb = new StringBuilder();
        for (MoveKind.Kind k : used) {
            sb.append('一').append(k.chinese);
        }
        return sb.toString();
    }

    /** One of this side's calls as the reasons write it: 将, 杀, 捉, 闲, or 捉(兵) for a pawn's own chase that counts. */
    String call(MoveKind k) {
        return counted(k) != k.kind() ? "捉(兵)" : k.kind().chinese;
    }

    /** What one of this side's moves counts as: a pawn's own chase is a chase where pawns' chases count. */
    MoveKind.Kind counted(MoveKind k) {
        return k.kind() == MoveKind.Kind.IDLE && withPawns && k.pawnChase() ? MoveKind.Kind.CHASE : k.kind();
    }

    /** "Red: 将 闲 将 (允许着法（有闲着）)". */
    String describe() {
        StringBuilder sb = new StringBuilder(side.displayName()).append(':');
        for (MoveKind k : kinds) {
            sb.append(' ').append(call(k));
        }
        return sb.append(" (").append(chinese()).append(')').toString();
    }
}
