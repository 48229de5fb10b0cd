#!/usr/bin/env bash
# Runner overhead per ply of arbiter, fastchess and cutechess-cli, measured the same way in one run:
#   Stockfish (Debian 15.1) against itself, nodes=2000, GAMES games from samples/bench/openings-50.epd in order,
#   colours swapped per opening, concurrency 2, PGN written; then every position of every game is replayed
#   through ONE Stockfish alone (replay.py) to find the engines' own search time, and
#   overhead per ply = (wall time x 2 - replay time) / plies.
# Usage: samples/bench/runner-overhead.sh [RUNNER...]   RUNNER: arbiter arbiter-live fastchess cutechess (default:
#   arbiter fastchess cutechess). arbiter-live is arbiter with --live and SPECTATORS=50 spectators streaming the
#   page's events over the loopback for the whole match (live-spectators.py), one more of them stalled.
#   GAMES=100 (even), FASTCHESS=path, CUTECHESS=path, STOCKFISH=path; needs pgn-extract and python3.
# AFFINITY=1 pins engines per game slot in both runners that can (arbiter --affinity, fastchess -use-affinity).
# The games are deterministic (nodes=2000): when two runners played move for move the same games, the replay is run
# once for both (REPLAYS=N times, the fastest counting), so that their figures differ by their wall times alone.
# GAME=xiangqi plays xiangqi instead: Fairy-Stockfish (FSF=path) against itself, nodes=2000, openings/default.epd in
#   order; arbiter only (neither fastchess nor cutechess-cli plays xiangqi: both refuse -variant xiangqi), replayed
#   through one Fairy-Stockfish. GAME=both (the default) measures chess, then xiangqi, in one run and one table.
# A second mode counts time forfeits: MODE=forfeits GAMES=200 TC=1+0.01 samples/bench/runner-overhead.sh ...
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
GAMES=${GAMES:-100}
GAME=${GAME:-both}
MODE=${MODE:-overhead}
TC=${TC:-1+0.01}
SF=${STOCKFISH:-/usr/games/stockfish}
FASTCHESS=${FASTCHESS:-/work/peers/fastchess/fastchess}
CUTECHESS=${CUTECHESS:-/work/peers/cutechess/build/cutechess-cli}
PGNX=${PGN_EXTRACT:-/usr/games/pgn-extract}
CHESS_ENGINE=$SF
case "$GAME" in
    both) games_played=(chess xiangqi) ;;
    chess|xiangqi) games_played=("$GAME") ;;
    *) echo "runner-overhead.sh: GAME must be chess, xiangqi or both, not '$GAME'" >&2; exit 2 ;;
esac
use_game() { # the engine, book and replay mode of one game
    GAME=$1
    if [ "$GAME" = xiangqi ]; then
        SF=${FSF:-/usr/games/fairy-stockfish}; BOOK="$root/openings/default.epd"; export XIANGQI=1
    else
        SF=$CHESS_ENGINE; BOOK="$here/openings-50.epd"; unset XIANGQI
    fi
}
runners=("$@")
[ ${#runners[@]} -gt 0 ] || runners=(arbiter fastchess cutechess)
out=$(mktemp -d /tmp/runner-overhead.XXXXXX)
rounds=$((GAMES / 2))
REPLAYS=${REPLAYS:-1}
# ARBITER="java -jar /tmp/frozen.jar" times a fixed build; ./arbiter rebuilds whenever a source file is newer
ARBITER=${ARBITER:-$root/arbiter}
aff_arbiter=""; aff_fastchess=""
if [ "${AFFINITY:-0}" = 1 ]; then aff_arbiter="--affinity"; aff_fastchess="-use-affinity"; fi
if [ "$MODE" = forfeits ]; then limit_arbiter="tc=$TC"; limit_peer="tc=$TC"; else limit_arbiter="nodes=2000"; limit_peer="tc=inf nodes=2000"; fi

play() { # runner pgn
    case "$1" in
    arbiter)
        $ARBITER match --game "$GAME" --engine name=A cmd="$SF" proto=uci --engine name=B cmd="$SF" proto=uci --each $limit_arbiter \
            --openings file="$BOOK" format=epd --games "$GAMES" --concurrency 2 $aff_arbiter --pgnout "$2" --log-dir "$out/logs-$GAME" \
            >"$out/$GAME-arbiter.out" 2>&1 ;;
    arbiter-live)
        $ARBITER match --game "$GAME" --engine name=A cmd="$SF" proto=uci --engine name=B cmd="$SF" proto=uci --each $limit_arbiter \
            --openings file="$BOOK" format=epd --games "$GAMES" --concurrency 2 $aff_arbiter --pgnout "$2" --log-dir "$out/logs-$GAME" \
            --live "$port" >"$out/$GAME-arbiter-live.out" 2>&1 ;;
    fastchess)
        "$FASTCHESS" -engine cmd="$SF" name=A -engine cmd="$SF" name=B -each $limit_peer \
            -openings file="$BOOK" format=epd order=sequential -rounds "$rounds" -games 2 -repeat \
            -concurrency 2 $aff_fastchess -pgnout file="$2" notation=uci >"$out/$GAME-fastchess.out" 2>&1 ;;
    cutechess)
        "$CUTECHESS" -engine cmd="$SF" name=A -engine cmd="$SF" name=B -each proto=uci $limit_peer \
            -openings file="$BOOK" format=epd order=sequential -rounds "$rounds" -games 2 -repeat \
            -concurrency 2 -pgnout "$2" >"$out/$GAME-cutechess.out" 2>&1 ;;
    esac
}

runner_cpu() { # pid of the bash job running the runner: the runner's own CPU seconds (user + system), engines excluded
    local job=$1 pid="" stat="" last=""
    while kill -0 "$job" 2>/dev/null; do
        [ -n "$pid" ] || pid=$(pgrep -P "$job" -n || true)
        if [ -n "$pid" ] && stat=$(cat "/proc/$pid/stat" 2>/dev/null); then last=$stat; fi
        sleep 0.1
    done
    [ -n "$last" ] || { echo "?"; return; }
    echo "$last" | sed 's/.*) //' | awk -v hz="$(getconf CLK_TCK)" '{ printf "%.1f", ($12 + $13) / hz }'
}

$ARBITER --version >/dev/null # builds the jar if a source changed, before anything is timed
printf '%-8s %-10s %8s %7s %9s %10s %10s %8s %10s\n' game runner games plies "wall s" "replay s" "ms/ply" "cpu s" "cpu ms/ply"
for game in "${games_played[@]}"; do
use_game "$game"
for r in "${runners[@]}"; do
    pgn="$out/$GAME-$r.pgn"
    if [ "$r" = arbiter-live ]; then # the spectators connect as soon as the page is up, and read to the end
        port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
        python3 "$here/live-spectators.py" "$port" "${SPECTATORS:-50}" >"$out/spectators.out" 2>&1 &
    fi
    if [ "$GAME" = xiangqi ] && [ "$r" != arbiter ] && [ "$r" != arbiter-live ]; then
        printf '%-8s %-10s %s\n' "$GAME" "$r" "does not play xiangqi"
        continue
    fi
    t0=$(date +%s.%N)
    play "$r" "$pgn" &
    cpu=$(runner_cpu $!)
    wait $!
    t1=$(date +%s.%N)
    wall=$(echo "$t1 - $t0" | bc -l)
    if [ "$GAME" = xiangqi ]; then
        cp "$pgn" "$out/$GAME-$r.uci.pgn" # Arbiter writes xiangqi in coordinates already
    else
        "$PGNX" -s -Wuci --nochecks -o "$out/$GAME-$r.uci.pgn" "$pgn" 2>/dev/null || "$PGNX" -s -Wuci -o "$out/$GAME-$r.uci.pgn" "$pgn"
    fi
    if [ "$MODE" = forfeits ]; then
        games=$(grep -c '^\[Result' "$pgn")
        lost=$(grep -ci 'time forfeit\|time-forfeit\|loses on time\|lost on time' "$pgn" || true)
        printf '%-8s %-10s %8s %7s %9.1f  time forfeits: %s\n' "$GAME" "$r" "$games" - "$wall" "$lost"
        continue
    fi
    key=$GAME-$(python3 "$here/replay.py" --key "$out/$GAME-$r.uci.pgn")
    if [ ! -f "$out/replay.$key" ]; then
        best=""
        for _ in $(seq "$REPLAYS"); do
            read -r t plies games < <(python3 "$here/replay.py" "$SF" "$out/$GAME-$r.uci.pgn" 2000)
            if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
        done
        echo "$best $plies $games" >"$out/replay.$key"
    fi
    read -r replay plies games <"$out/replay.$key"
    ms=$(echo "($wall * 2 - $replay) * 1000 / $plies" | bc -l)
    cpums="?"; [ "$cpu" = "?" ] || cpums=$(printf '%.3f' "$(echo "$cpu * 1000 / $plies" | bc -l)")
    printf '%-8s %-10s %8s %7s %9.1f %10.1f %10.3f %8s %10s\n' "$GAME" "$r" "$games" "$plies" "$wall" "$replay" "$ms" "$cpu" "$cpums"
done
done
[ ! -f "$out/spectators.out" ] || { sleep 1; cat "$out/spectators.out"; }
echo "files: $out (load: $(cut -d' ' -f1-3 /proc/loadavg))"
