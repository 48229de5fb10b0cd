#!/usr/bin/env python3
"""Replays every position of a PGN file's games through ONE UCI engine alone and prints the seconds it took.

Usage: replay.py ENGINE GAMES.uci.pgn NODES, or replay.py --key GAMES.uci.pgn (a key of the set of games).
With XIANGQI=1 in the environment the games are xiangqi as Arbiter writes them (coordinates with ranks 0-9, h2e2)
and the engine is Fairy-Stockfish: 'UCI_Variant xiangqi' is set and the moves are sent with ranks 1-10 (h3e3).
GAMES.uci.pgn is pgn-extract -Wuci output (moves in UCI coordinates, tags kept). For each game the engine gets
'ucinewgame', then for every ply k 'position (startpos|fen F) moves m1..mk' and 'go nodes NODES', and the time
until its 'bestmove' counts: the engines' own search time for the runner-overhead method."""
import os
import re
import subprocess
import sys
import time


XIANGQI = os.environ.get("XIANGQI") == "1"
MOVE = r"[a-i][0-9][a-i][0-9]" if XIANGQI else r"[a-h][1-8][a-h][1-8][qrbn]?"


def engine_move(m):
    # Fairy-Stockfish's UCI counts xiangqi ranks from 1
    return m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1) if XIANGQI else m


def games(path):
    fen, moves, in_moves = None, [], False
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.strip()
        if line.startswith("["):
            if in_moves:
                yield fen, moves
                fen, moves, in_moves = None, [], False
            m = re.match(r'\[FEN "(.*)"\]', line)
            if m:
                fen = m.group(1)
            continue
        if not line:
            continue
        in_moves = True
        line = re.sub(r"\{[^}]*\}", " ", line)
        for tok in line.split():
            if re.fullmatch(MOVE, tok):
                moves.append(tok)
    if in_moves or moves:
        yield fen, moves


def main():
    if sys.argv[1] == "--key":
        # the games as a set, whatever order a runner wrote them in: equal keys, equal replays
        import hashlib
        print(hashlib.md5(repr(sorted((f or "", " ".join(m)) for f, m in games(sys.argv[2]))).encode()).hexdigest()[:16])
        return
    engine, pgn, nodes = sys.argv[1], sys.argv[2], sys.argv[3]
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(s):
        p.stdin.write(s + "\n")
        p.stdin.flush()

    def until(word):
        while True:
            line = p.stdout.readline()
            if not line:
                sys.exit("engine ended")
            if line.startswith(word):
                return line

    send("uci")
    until("uciok")
    if XIANGQI:
        send("setoption name UCI_Variant value xiangqi")
    send("isready")
    until("readyok")
    total, plies, count = 0.0, 0, 0
    for fen, moves in games(pgn):
        count += 1
        send("ucinewgame")
        send("isready")
        until("readyok")
        start = "startpos" if fen is None else "fen " + fen
        for k in range(len(moves)):
            send("position " + start + (" moves " + " ".join(engine_move(m) for m in moves[:k]) if k else ""))
            t0 = time.perf_counter()
            send("go nodes " + nodes)
            until("bestmove")
            total += time.perf_counter() - t0
            plies += 1
    send("quit")
    p.wait()
    print(f"{total:.3f} {plies} {count}")


if __name__ == "__main__":
    main()
