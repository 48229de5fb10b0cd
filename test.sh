#!/usr/bin/env bash
# The whole test suite: `./test.sh`. Needs Java 17 and Maven (Maven fetches the libraries from Maven Central).
# The match tests play against the real Fairy-Stockfish 11.1: when /usr/games/fairy-stockfish is missing, this
# script installs the Debian package fairy-stockfish with apt-get (as root; otherwise it says what to run).
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x /usr/games/fairy-stockfish ]; then
    if [ "$(id -u)" = 0 ]; then
        echo "test.sh: installing the Debian package fairy-stockfish for the engine tests" >&2
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fairy-stockfish >/dev/null
    else
        echo "test.sh: /usr/games/fairy-stockfish is missing; run: sudo apt-get install fairy-stockfish" >&2
        exit 1
    fi
fi
mvn -B -ntp verify "$@"
