#!/usr/bin/env bash
# Runner overhead per ply of arbiter, fastchess and cutechess-cli, measured the same way in one run:
#   Stockfish (Debian 15.1) against itself, nodes=2000, GAMES games from samples/bench/openings-50.epd in order,
#   colours swapped per opening, concurrency 2, PGN written; then every position of every game is replayed
#   through ONE Stockfish alone (replay.py) to find the engines' own search time, and
#   overhead per ply = (wall time x 2 - replay time) / plies.
# Usage: samples/bench/runner-overhead.sh [RUNNER...]        RUNNER: arbiter fastchess cutechess (default: all)
#   GAMES=100 (even), FASTCHESS=path, CUTECHESS=path, STOCKFISH=path; needs pgn-extract and python3.
# A second mode counts time forfeits: MODE=forfeits GAMES=200 TC=1+0.01 samples/bench/runner-overhead.sh ...
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
GAMES=${GAMES:-100}
MODE=${MODE:-overhead}
TC=${TC:-1+0.01}
SF=${STOCKFISH:-/usr/games/stockfish}
FASTCHESS=${FASTCHESS:-/work/peers/fastchess/fastchess}
CUTECHESS=${CUTECHESS:-/work/peers/cutechess/build/cutechess-cli}
PGNX=${PGN_EXTRACT:-/usr/games/pgn-extract}
BOOK="$here/openings-50.epd"
runners=("$@")
[ ${#runners[@]} -gt 0 ] || runners=(arbiter fastchess cutechess)
out=$(mktemp -d /tmp/runner-overhead.XXXXXX)
rounds=$((GAMES / 2))
if [ "$MODE" = forfeits ]; then limit_arbiter="tc=$TC"; limit_peer="tc=$TC"; else limit_arbiter="nodes=2000"; limit_peer="tc=inf nodes=2000"; fi

play() { # runner pgn
    case "$1" in
    arbiter)
        "$root/arbiter" match --game chess --engine name=A cmd="$SF" --engine name=B cmd="$SF" --each $limit_arbiter \
            --openings file="$BOOK" format=epd --games "$GAMES" --concurrency 2 --pgnout "$2" --log-dir "$out/logs" \
            >"$out/arbiter.out" 2>&1 ;;
    fastchess)
        "$FASTCHESS" -engine cmd="$SF" name=A -engine cmd="$SF" name=B -each $limit_peer \
            -openings file="$BOOK" format=epd order=sequential -rounds "$rounds" -games 2 -repeat \
            -concurrency 2 -pgnout file="$2" notation=uci >"$out/fastchess.out" 2>&1 ;;
    cutechess)
        "$CUTECHESS" -engine cmd="$SF" name=A -engine cmd="$SF" name=B -each proto=uci $limit_peer \
            -openings file="$BOOK" format=epd order=sequential -rounds "$rounds" -games 2 -repeat \
            -concurrency 2 -pgnout "$2" >"$out/cutechess.out" 2>&1 ;;
    esac
}

printf '%-10s %8s %7s %9s %10s %10s\n' runner games plies "wall s" "replay s" "ms/ply"
for r in "${runners[@]}"; do
    pgn="$out/$r.pgn"
    t0=$(date +%s.%N)
    play "$r" "$pgn"
    t1=$(date +%s.%N)
    wall=$(echo "$t1 - $t0" | bc -l)
    "$PGNX" -s -Wuci --nochecks -o "$out/$r.uci.pgn" "$pgn" 2>/dev/null || "$PGNX" -s -Wuci -o "$out/$r.uci.pgn" "$pgn"
    if [ "$MODE" = forfeits ]; then
        games=$(grep -c '^\[Result' "$pgn")
        lost=$(grep -ci 'time forfeit\|time-forfeit\|loses on time\|lost on time' "$pgn" || true)
        printf '%-10s %8s %7s %9.1f  time forfeits: %s\n' "$r" "$games" - "$wall" "$lost"
        continue
    fi
    read -r replay plies games < <(python3 "$here/replay.py" "$SF" "$out/$r.uci.pgn" 2000)
    ms=$(echo "($wall * 2 - $replay) * 1000 / $plies" | bc -l)
    printf '%-10s %8s %7s %9.1f %10.1f %10.3f\n' "$r" "$games" "$plies" "$wall" "$replay" "$ms"
done
echo "files: $out (load: $(cut -d' ' -f1-3 /proc/loadavg))"
