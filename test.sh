#!/usr/bin/env bash
# The whole test suite: `./test.sh`. Needs Java 17 and Maven (Maven fetches the libraries from Maven Central).
# Some tests use real programs from Debian: the xiangqi match tests play against Fairy-Stockfish 11.1 (package
# fairy-stockfish), the chess match tests against Stockfish 15.1 and Ethereal (UCI; packages stockfish,
# ethereal-chess) and Phalanx (xboard; package phalanx), the Polyglot book test reads GNU Chess's book
# (gnuchess-book), the chess PGN tests compare with pgn-extract, the report tests render HTML in headless
# Chromium (package chromium), the live page's test drives it through Selenium (package chromium-driver), and
# the sandbox tests start engines through bubblewrap (package bubblewrap). When they are missing, this script
# installs them with apt-get (as root; otherwise it says what to run).
set -euo pipefail
cd "$(dirname "$0")"
missing=()
[ -x /usr/games/fairy-stockfish ] || missing+=(fairy-stockfish)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
[ -x /usr/games/stockfish ] || missing+=(stockfish)
[ -x /usr/games/ethereal-chess ] || missing+=(ethereal-chess)
[ -x /usr/games/phalanx ] || missing+=(phalanx)
[ -f /usr/share/games/gnuchess/book.bin ] || missing+=(gnuchess-book)
[ -x /usr/games/pgn-extract ] || missing+=(pgn-extract)
[ -x /usr/bin/bwrap ] || missing+=(bubblewrap)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        echo "test.sh: installing the Debian packages ${missing[*]} for the engine and browser tests" >&2
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "test.sh: missing ${missing[*]}; run: sudo apt-get install ${missing[*]}" >&2
        exit 1
    fi
fi
mvn -B -ntp verify "$@"
