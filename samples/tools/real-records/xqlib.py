"""Shared helpers for the converters: reading the source repositories from a folder of plain checkouts (made by
fetch.sh), writing PGN games, and building a xiangqi FEN from a piece placement.

Coordinates used throughout: files a..i from Red's left to right, ranks 0..9 from Red's side (ICCS / UCCI);
a move is written as coordinates, e.g. h2e2 (the arbiter reads this notation).
"""
import os
import subprocess
import sys

INITIAL_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'

# The source repositories: owner/name -> (folder under the sources folder, pinned commit).  fetch.sh holds the
# same table.
REPOSITORIES = {
    'Yvonne761/Chinese-Chess-Practical-Dataset': ('Chinese-Chess-Practical-Dataset',
                                                  '368a47a947773dd8692c026e286dd19b6277b993'),
    'walker8088/cchess': ('cchess', '0a17e69b0bfb2eb3861bf636c92288cc64ef0ead'),
    'xqbase/eleeye': ('eleeye', 'a9d3914e596da93a150d74af8967edecc0810ef7'),
    'maksimKorzh/wukong-xiangqi': ('wukong-xiangqi', '9ef8db735e78ec640a64d50240698087b44c5294'),
}
REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..'))


# ---------------------------------------------------------------- source checkouts

class Source:
    """One source repository checked out (or extracted) at its pinned commit in SOURCES/<folder>."""

    def __init__(self, repo, sources):
        self.repo = repo
        folder, self.pinned = REPOSITORIES[repo]
        self.root = os.path.join(sources, folder)
        if not os.path.isdir(self.root):
            raise SystemExit('%s is missing: expected a checkout of %s at %s (run fetch.sh)'
                             % (self.root, repo, self.pinned))

    def commit(self):
        """The checkout's commit (git rev-parse HEAD), or the pinned commit when the folder is no git checkout of
        its own (an extracted archive).  Warns when a checkout stands at another commit than the pinned one."""
        if not os.path.exists(os.path.join(self.root, '.git')):
            return self.pinned
        r = subprocess.run(['git', '-C', self.root, 'rev-parse', 'HEAD'], capture_output=True, text=True)
        head = r.stdout.strip() if r.returncode == 0 else None
        if head != self.pinned:
            sys.stderr.write('warning: %s is at %s, not at the pinned commit %s: the output may differ\n'
                             % (self.root, head, self.pinned))
        return head

    def files(self, prefix=''):
        """Paths ('/'-separated, relative to the checkout) of every file under prefix, .git left out."""
        out = []
        top = os.path.join(self.root, *prefix.split('/'))
        for d, dirs, names in os.walk(top):
            dirs[:] = [x for x in dirs if x != '.git']
            rel = os.path.relpath(d, self.root).replace(os.sep, '/')
            for n in names:
                out.append(n if rel == '.' else rel + '/' + n)
        return out

    def read(self, path):
        with open(os.path.join(self.root, *path.split('/')), 'rb') as f:
            return f.read()


# ---------------------------------------------------------------- PGN writing

TAG_ORDER = ['Game', 'Event', 'Round', 'Date', 'Site', 'Red', 'RedTeam', 'Black', 'BlackTeam', 'Result', 'ECCO',
             'Opening', 'Variation', 'FEN', 'Format']


def pgn_escape(v):
    v = v.replace('\\', '\\\\').replace('"', '\\"')
    return ' '.join(v.split())  # no line breaks or tabs inside a tag value


def _comment(text):
    text = ' '.join(text.replace('{', '(').replace('}', ')').split())
    return '{%s}' % text if text else ''


def write_game(out, tags, moves, result=None, comment=None, moves_per_line=10, notes=None):
    """Write one game: tags (dict, written in TAG_ORDER then the rest), moves (list of move strings, one per ply,
    Red first unless the FEN says Black moves first), the result token.  notes: {ply: comment} (0 = before the
    first move, n = after the n-th move); comment: a last comment before the result."""
    notes = notes or {}
    result = result or tags.get('Result') or '*'
    tags = dict(tags)
    tags['Result'] = result
    keys = [k for k in TAG_ORDER if k in tags] + [k for k in tags if k not in TAG_ORDER]
    for k in keys:
        out.write('[%s "%s"]\n' % (k, pgn_escape(str(tags[k]))))
    out.write('\n')
    black_first = ' b ' in (tags.get('FEN') or '')
    toks = []
    if notes.get(0):
        toks.append(_comment(notes[0]))
    ply = 1 if black_first else 0
    after_comment = True
    for k, m in enumerate(moves, 1):
        n = ply // 2 + 1
        if ply % 2 == 0:
            toks.append('%d. %s' % (n, m))
        elif after_comment or not toks:
            toks.append('%d... %s' % (n, m))
        else:
            toks[-1] += ' ' + m
        after_comment = False
        if notes.get(k):
            toks.append(_comment(notes[k]))
            after_comment = True
        ply += 1
    lines = [' '.join(toks[i:i + moves_per_line // 2]) for i in range(0, len(toks), moves_per_line // 2)]
    if comment:
        lines.append(_comment(comment))
    lines.append(result)
    out.write('\n'.join(lines) + '\n\n')


# ---------------------------------------------------------------- positions

def sq(x, y):
    """Coordinate name of file x (0..8, a..i) and rank y (0..9, Red's side = 0)."""
    return 'abcdefghi'[x] + str(y)


def fen_from_pieces(pieces, red_to_move=True):
    """pieces: {(x, y): fen letter} (upper case Red). Ranks are written from Black's side (rank 9) down."""
    rows = []
    for y in range(9, -1, -1):
        row, empty = '', 0
        for x in range(9):
            p = pieces.get((x, y))
            if p:
                if empty:
                    row += str(empty)
                    empty = 0
                row += p
            else:
                empty += 1
        if empty:
            row += str(empty)
        rows.append(row)
    return '/'.join(rows) + (' w' if red_to_move else ' b') + ' - - 0 1'


def apply_coord_moves(pieces, moves):
    """Play coordinate moves on a placement without checking legality; returns False when a move starts from an
    empty square (the record is then inconsistent)."""
    for m in moves:
        a = ('abcdefghi'.index(m[0]), int(m[1]))
        b = ('abcdefghi'.index(m[2]), int(m[3]))
        p = pieces.pop(a, None)
        if p is None:
            return False
        pieces[b] = p
    return True


def initial_pieces():
    pieces = {}
    rows = INITIAL_FEN.split()[0].split('/')
    for i, row in enumerate(rows):
        y = 9 - i
        x = 0
        for c in row:
            if c.isdigit():
                x += int(c)
            else:
                pieces[(x, y)] = c
                x += 1
    return pieces


def converter_args(doc, extra=None):
    """The converters' common options (--sources, --out, --meta, plus what `extra(parser)` adds), parsed, with the
    output folders made."""
    import argparse
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--sources', default='sources')
    ap.add_argument('--out', default='pgn')
    ap.add_argument('--meta', default='meta')
    if extra is not None:
        extra(ap)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    os.makedirs(a.meta, exist_ok=True)
    return a
