#!/usr/bin/env python3
"""Spectators of arbiter's live page for the overhead benchmark: N connections to http://127.0.0.1:PORT/events,
each reading every event as it comes, and one more that connects and never reads (a stalled spectator). Waits for
the server to come up, runs until the server goes away, then prints how many events each reader got."""
import socket
import sys
import threading
import time

port, n = int(sys.argv[1]), int(sys.argv[2])
counts = [0] * n
request = b"GET /events HTTP/1.1\r\nHost: bench\r\n\r\n"


def connect():
    deadline = time.time() + 60
    while True:
        try:
            return socket.create_connection(("127.0.0.1", port), timeout=5)
        except OSError:
            if time.time() > deadline:
                raise
            time.sleep(0.05)


def reader(k):
    s = connect()
    s.settimeout(None)
    s.sendall(request)
    buf = b""
    while True:
        try:
            data = s.recv(65536)
        except OSError:
            break
        if not data:
            break
        buf += data
        counts[k] += buf.count(b"\n\n")
        buf = buf[buf.rfind(b"\n\n") + 2:] if b"\n\n" in buf else buf


stalled = connect()
stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
stalled.sendall(request)  # and never reads
threads = [threading.Thread(target=reader, args=(k,), daemon=True) for k in range(n)]
for t in threads:
    t.start()
for t in threads:
    t.join()
if not n:  # only the stalled one: hold it until the server stops taking connections
    while True:
        time.sleep(0.5)
        try:
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
        except OSError:
            break
if n:
    print(f"{n} spectators read {min(counts)}-{max(counts)} events each; one more stalled")
else:
    stalled.settimeout(None)
    print("no spectator reading; one stalled")
