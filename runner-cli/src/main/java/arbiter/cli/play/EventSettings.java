package arbiter.cli.play;

import arbiter.cli.common.OutcomeJson;
import arbiter.cli.common.UserError;
import arbiter.cli.common.Words;

import arbiter.core.event.RankBy;
import arbiter.tournament.FixedSchedule;
import arbiter.tournament.Format;
import arbiter.tournament.KnockoutSchedule;
import arbiter.tournament.Schedule;
import arbiter.tournament.SwissSchedule;
import arbiter.tournament.TournamentConfig;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * What makes an event the event it is: format, players, games per encounter, cycles or rounds, seed, scoring and
 * tie-breaks, rule set, book size. Two shards belong to one event exactly when these agree; written in the
 * {@code --json-out} file so that {@code arbiter merge} can check it.
 *
 * @param plannedGames games of the whole event when known in advance, else -1
 * @param shard        the share this run plays, or null for the whole event
 */
public record EventSettings(Format format, List<String> names, int games, int cycles, int rounds, int tiebreakPairs,
                     long seed, String scoring, String tiebreaks, List<String> tiebreakOrder, String rankBy, String rules,
                     int openings, String book, int plannedGames, Shard shard) {

    /** The settings of a configured event; {@code rounds} 0 picks the Swiss default. */
    static EventSettings of(TournamentConfig c, RankBy rankBy, int cycles, int rounds, int tiebreakPairs, long seed,
                            Shard shard) {
        int n = c.players().size();
        if (c.format() == Format.SWISS) {
            if (rounds == 0) {
                rounds = swissRounds(n);
            } else if (rounds > n - 1) {
                throw UserError.usage("--rounds: a Swiss of " + n + " players has at most "
                        + Words.count(n - 1, "round") + " without rematches, not " + rounds);
            }
        }
        if (shard != null && !c.format().fixed()) {
            throw UserError.usage("--shard: a " + c.format().label() + " pairs each round from the results before it, "
                    + "so it cannot be split; shard a gauntlet or a round-robin");
        }
        if (c.format() == Format.KNOCKOUT && c.legs() % 2 != 0) {
            throw UserError.usage("--games: a knockout mini-match needs an even number of regular games, not "
                    + c.legs());
        }
        int planned = switch (c.format()) {
            case GAUNTLET -> FixedSchedule.gauntlet(n, cycles, c.legs()).plannedGames();
            case ROUND_ROBIN -> FixedSchedule.roundRobin(n, cycles, c.legs()).plannedGames();
            case SWISS -> rounds * (n / 2) * c.legs();
            case KNOCKOUT -> -1;
        };
        return new EventSettings(c.format(), c.names(), c.legs(), c.format().fixed() ? cycles : 1,
                c.format() == Format.SWISS ? rounds : 0, c.format() == Format.KNOCKOUT ? tiebreakPairs : 0, seed,
                c.scoring().label(), c.chain().name(), c.chain().order().stream().map(t -> t.key()).toList(),
                rankBy.name(), c.rules().name(), c.openings().size(), bookHash(c.openings()), planned, shard);
    }

    /** A fingerprint of the book in playing order (its positions and moves), so shards can tell a different book. */
    static String bookHash(List<arbiter.core.book.Opening> book) {
        try {
            var md = java.security.MessageDigest.getInstance("SHA-256");
            for (var o : book) {
                md.update((o.fen() + " " + o.moves() + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
            }
            return java.util.HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Swiss rounds by appendix 2 (一.2): about twice a knockout's rounds, preferably not fewer than seven, and no
     * more than a field without rematches allows.
     */
    static int swissRounds(int players) {
        int knockout = 32 - Integer.numberOfLeadingZeros(Math.max(1, players - 1));
        return Math.min(players - 1, Math.max(7, 2 * knockout));
    }

    /** The games this run plays. */
    Schedule schedule(TournamentConfig c) {
        int n = names.size();
        return switch (format) {
            case GAUNTLET, ROUND_ROBIN -> {
                FixedSchedule all = format == Format.GAUNTLET ? FixedSchedule.gauntlet(n, cycles, games)
                        : FixedSchedule.roundRobin(n, cycles, games);
                yield shard == null ? all : all.shard(shard.index(), shard.count(), seed);
            }
            case SWISS -> new SwissSchedule(n, rounds, games, c.scoring());
            case KNOCKOUT -> new KnockoutSchedule(n, games, tiebreakPairs, seed);
        };
    }

    /** Whether {@code o} is a share of the same event (everything equal but the shard). */
    boolean sameEvent(EventSettings o) {
        return format == o.format && names.equals(o.names) && games == o.games && cycles == o.cycles
                && rounds == o.rounds && tiebreakPairs == o.tiebreakPairs && seed == o.seed
                && scoring.equals(o.scoring) && tiebreakOrder.equals(o.tiebreakOrder) && rankBy.equals(o.rankBy) && rules.equals(o.rules)
                && openings == o.openings && book.equals(o.book) && plannedGames == o.plannedGames;
    }

    ObjectNode toJson() {
        ObjectNode n = OutcomeJson.MAPPER.createObjectNode();
        n.put("format", format.label());
        names.forEach(n.putArray("engines")::add);
        n.put("games", games);
        n.put("cycles", cycles);
        n.put("rounds", rounds);
        n.put("tiebreakPairs", tiebreakPairs);
        n.put("seed", seed);
        n.put("scoring", scoring);
        n.put("tiebreaks", tiebreaks);
        tiebreakOrder.forEach(n.putArray("tiebreakOrder")::add);
        n.put("rankBy", rankBy);
        n.put("rules", rules);
        n.put("openings", openings);
        n.put("book", book);
        n.put("plannedGames", plannedGames);
        if (shard != null) {
            ObjectNode s = n.putObject("shard");
            s.put("index", shard.index());
            s.put("count", shard.count());
        }
        return n;
    }

    /** Reads {@link #toJson}; {@code where} names the file in the one-line error. */
    static EventSettings fromJson(JsonNode n, String where) {
        try {
            Format f = Format.byLabel(n.get("format").asText());
            if (f == null) {
                throw new UserError(where + ": settings.format '" + n.get("format").asText() + "' is unknown");
            }
            List<String> names = new ArrayList<>();
            n.get("engines").forEach(e -> names.add(e.asText()));
            List<String> order = new ArrayList<>();
            for (JsonNode e : n.get("tiebreakOrder")) {
                try { // English keys; files written before they existed hold the rulebook names
                    order.add(arbiter.core.event.TieBreak.byLabel(e.asText()).key());
                } catch (IllegalArgumentException ex) {
                    throw new UserError(where + ": settings.tiebreakOrder: unknown tie-break '" + e.asText() + "'");
                }
            }
            JsonNode s = n.get("shard");
            Shard shard = s == null || s.isNull() ? null : new Shard(s.get("index").asInt(), s.get("count").asInt());
            return new EventSettings(f, names, n.get("games").asInt(), n.get("cycles").asInt(),
                    n.get("rounds").asInt(), n.get("tiebreakPairs").asInt(), n.get("seed").asLong(),
                    n.get("scoring").asText(), n.get("tiebreaks").asText(), order, n.get("rankBy").asText(), n.get("rules").asText(),
                    n.get("openings").asInt(), n.get("book").asText(), n.get("plannedGames").asInt(), shard);
        } catch (NullPointerException e) {
            throw new UserError(where + ": 'settings' lacks a field; expected format, engines, games, cycles, "
                    + "rounds, tiebreakPairs, seed, scoring, tiebreaks, tiebreakOrder, rankBy, rules, openings, book, plannedGames");
        }
    }
}
