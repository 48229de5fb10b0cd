"""Readers for the binary xiangqi record formats met in the sources: XQF (象棋演播室 / XQStudio) and CBR/CBL
(象棋桥 / CCBridge record and library).  Written from the published layout (XQStudio's XqfFormat.txt for XQF 1.0;
the encrypted versions 1.1+ and CBR/CBL as the public readers in xqbase/eleeye XQFTOOLS and walker8088/cchess read
them).  Only the main line is returned; variations are parsed (to get past them) and dropped.

A game is returned as a dict: tags (Event, Date, Site, Red, Black, Result, Title, ...), fen (start), moves
(coordinate moves such as h2e2, Red's side = rank 0), comments (count), variations (count), error (None or text).
"""
import struct

from xqlib import INITIAL_FEN, fen_from_pieces, initial_pieces, sq

RESULT = {0: '*', 1: '1-0', 2: '0-1', 3: '1/2-1/2', 4: '1/2-1/2'}

# ------------------------------------------------------------------------------------------------------------ XQF

# the 32 piece slots: Red R N B A K A B N R C C P P P P P, then Black the same
XQF_PIECES = 'RNBAKABNRCCPPPPP' + 'rnbakabnrccppppp'
XQF_MASK = b'[(C) Copyright Mr. Dong Shiwei.]'


def _k(x):
    return ((x * x * 54 + 221) * x) & 0xFF


def _xqf_str(buf, off, size, enc='gb18030'):
    n = buf[off]
    raw = buf[off + 1: off + 1 + min(n, size - 1)]
    return raw.decode(enc, 'replace').replace('\x00', '').strip()


def read_xqf(data):
    if len(data) < 0x400 or data[:2] != b'XQ':
        return dict(error='not an XQF file (no XQ tag)')
    ver = data[2]
    hd = data[:0x400]
    if ver < 11:
        piece_off = src_off = dst_off = comment_off = 0
        stream = [0] * 32
    else:
        piece_off = _k(hd[13])
        src_off = ((hd[14] * hd[14] * 54 + 221) * piece_off) & 0xFF
        dst_off = ((hd[15] * hd[15] * 54 + 221) * src_off) & 0xFF
        comment_off = (hd[12] * 256 + hd[13]) % 32000 + 767
        mask = hd[3]
        keys = [hd[8 + i] | (hd[12 + i] & mask) for i in range(4)]
        stream = [keys[i % 4] & XQF_MASK[i] for i in range(32)]
    # start position
    pos = [0] * 32
    if ver < 12:
        for i in range(32):
            pos[i] = (hd[0x10 + i] - piece_off) & 0xFF
    else:
        for i in range(32):
            pos[(piece_off + 1 + i) % 32] = (hd[0x10 + i] - piece_off) & 0xFF
    setup = hd[0x40]
    pieces = {}
    for i in range(32):
        p = pos[i]
        if p < 90:
            pieces[(p // 10, p % 10)] = XQF_PIECES[i]
    tags = {}
    title = _xqf_str(hd, 0x50, 64)
    event = _xqf_str(hd, 0xD0, 64)
    tags['Event'] = event or title
    if title and event:
        tags['Title'] = title
    for name, off in (('Date', 0x110), ('Site', 0x120), ('Red', 0x130), ('Black', 0x140),
                      ('TimeControl', 0x150), ('Annotator', 0x1D0)):
        v = _xqf_str(hd, off, 16 if off != 0x150 else 64)
        if v:
            tags[name] = v
    tags['Result'] = RESULT.get(hd[0x33], '*')
    body = bytearray(data[0x400:])
    # decrypt the move area: byte i of the file (i >= 0x400) minus stream[i % 32]
    for i in range(len(body)):
        body[i] = (body[i] - stream[(0x400 + i) % 32]) & 0xFF
    st = dict(i=0, comments=0, variations=0, error=None)

    def read_node():
        i = st['i']
        if i + 4 > len(body):
            raise ValueError('record ends inside a move at byte %d' % (0x400 + i))
        s, d, tag = body[i], body[i + 1], body[i + 2]
        i += 4
        if ver < 11:
            clen = struct.unpack_from('<i', body, i)[0]
            i += 4
            has_next, has_var = bool(tag & 0xF0), bool(tag & 0x0F)
        else:
            tag &= 0xE0
            has_next, has_var = bool(tag & 0x80), bool(tag & 0x40)
            clen = 0
            if tag & 0x20:
                clen = struct.unpack_from('<i', body, i)[0] - comment_off
                i += 4
        if clen < 0 or i + clen > len(body):
            raise ValueError('bad comment length %d at byte %d' % (clen, 0x400 + i))
        comment = bytes(body[i:i + clen])
        i += clen
        st['i'] = i
        s = (s - 24 - src_off) & 0xFF
        d = (d - 32 - dst_off) & 0xFF
        return s, d, has_next, has_var, comment

    moves = []
    notes = {}
    try:
        # node 0 is the start position (carries the opening comment)
        s, d, has_next, has_var, c0 = read_node()
        if c0:
            notes[0] = c0.decode('gb18030', 'replace')
        while has_next:
            s, d, n2, v2, c = read_node()
            if c:
                st['comments'] += 1
                notes[len(moves) + 1] = c.decode('gb18030', 'replace')
            if s >= 90 or d >= 90:
                raise ValueError('move %d: square out of range (%d, %d)' % (len(moves) + 1, s, d))
            moves.append(sq(s // 10, s % 10) + sq(d // 10, d % 10))
            # pre-order: the continuation of this move comes first, then its alternatives.  We follow the
            # continuation; the alternatives of this move come after the whole continuation subtree -- they are
            # after everything we read, so we can stop caring about them.
            if v2:
                st['variations'] += 1
            has_next = n2
    except (ValueError, struct.error) as e:
        st['error'] = str(e)
    red_first = True
    if moves:
        p = pieces.get(('abcdefghi'.index(moves[0][0]), int(moves[0][1])))
        if p is not None:
            red_first = p.isupper()
    if setup < 2 and pieces == initial_pieces() and red_first:
        fen = INITIAL_FEN
    else:
        fen = fen_from_pieces(pieces, red_first)
    return dict(tags=tags, fen=fen, moves=moves, comments=st['comments'], variations=st['variations'],
                error=st['error'], version=ver, setup=setup, notes=notes)


# ------------------------------------------------------------------------------------------------------------ CBR / CBL

CBR_MAGIC = b'CCBridge Record\x00'
CBL_MAGIC = b'CCBridgeLibrary\x00'
CBR_PIECES = {0x11: 'R', 0x12: 'N', 0x13: 'B', 0x14: 'A', 0x15: 'K', 0x16: 'C', 0x17: 'P',
              0x21: 'r', 0x22: 'n', 0x23: 'b', 0x24: 'a', 0x25: 'k', 0x26: 'c', 0x27: 'p'}


def _u16(buf):
    raw = bytes(buf)
    # UTF-16LE, ended by a 0x0000 code unit
    for j in range(0, len(raw) - 1, 2):
        if raw[j] == 0 and raw[j + 1] == 0:
            raw = raw[:j]
            break
    return raw.decode('utf-16-le', 'replace').strip()


def _cbr_sq(p):
    # square index p = row * 9 + file, row 0 = Black's back rank
    return sq(p % 9, 9 - p // 9)


def read_cbr(buf):
    """One CBR record (a .cbr file, or a record inside a .cbl library) starting at buf[0]."""
    if buf[:16] != CBR_MAGIC:
        return dict(error='not a CBR record')
    if len(buf) < 2214:
        return dict(error='record shorter than its header')
    tags = {}
    title = _u16(buf[180:180 + 128])
    event = _u16(buf[692:692 + 64])
    red = _u16(buf[1076:1076 + 64])
    black = _u16(buf[1300:1300 + 64])
    tags['Event'] = event or title
    if title and title != event:
        tags['Title'] = title
    if red:
        tags['Red'] = red
    if black:
        tags['Black'] = black
    tags['Result'] = RESULT.get(buf[2076], '*')
    side = struct.unpack_from('<H', buf, 2116)[0]
    board = buf[2120:2210]
    pieces = {}
    for p in range(90):
        v = board[p]
        if v in CBR_PIECES:
            pieces[(p % 9, 9 - p // 9)] = CBR_PIECES[v]
    i = 2214
    comments = variations = 0
    error = None
    moves = []
    notes = {}
    try:
        alen = struct.unpack_from('<i', buf, i)[0]
        i += 4
        if alen:
            n = struct.unpack_from('<i', buf, i)[0]
            notes[0] = _u16(buf[i + 4:i + 4 + n])
            i += 4 + n
        while i + 4 <= len(buf):
            mark, _, f, t = buf[i:i + 4]
            i += 4
            if (mark, f, t) == (0, 0, 0):
                break
            if mark & 0x04:
                n = struct.unpack_from('<i', buf, i)[0]
                notes[len(moves) + 1] = _u16(buf[i + 4:i + 4 + n])
                i += 4 + n
                comments += 1
            if f >= 90 or t >= 90:
                raise ValueError('move %d: square out of range (%d, %d)' % (len(moves) + 1, f, t))
            moves.append(_cbr_sq(f) + _cbr_sq(t))
            if mark & 0x02:
                variations += 1  # alternatives follow the whole continuation; the main line never needs them
            if mark & 0x01:
                break  # end of this line
    except (ValueError, struct.error) as e:
        error = str(e)
    red_first = side == 1
    if moves:
        p = pieces.get(('abcdefghi'.index(moves[0][0]), int(moves[0][1])))
        if p is not None:
            red_first = p.isupper()
    fen = INITIAL_FEN if (pieces == initial_pieces() and red_first) else fen_from_pieces(pieces, red_first)
    return dict(tags=tags, fen=fen, moves=moves, comments=comments, variations=variations, error=error,
                notes=notes)


def read_cbl(data):
    """All records of a CBL library: (library name, [game dict]).  Records are found by their magic."""
    if data[:16] != CBL_MAGIC:
        raise ValueError('not a CBL library')
    count = struct.unpack_from('<i', data, 60)[0]
    name = _u16(data[64:576])
    games = []
    i = data.find(CBR_MAGIC)
    while i >= 0:
        j = data.find(CBR_MAGIC, i + 16)
        games.append(read_cbr(data[i:j if j >= 0 else len(data)]))
        i = j
    return name, count, games
