#!/usr/bin/env python3
"""Convert the human master games kept in maksimKorzh/wukong-xiangqi (xqdb/, scraped from wxf.ca's master
database) to PGN.

  xqdb/xqdb/Hu_Ronghua_1391_UCI_games.pgn.zip, xqdb/xqdb/Liu_Dahua_1125_UCI_games.pgn.zip:
      PGN with Event/Red/Black tags and coordinate (UCI) moves, no Result tag and no result token.
      -> wukong_hu_liu.pgn, Result "*" (the source does not say).  Games in both files are kept once, and games
      whose move list equals that of a CCPD game (compared in coordinates, see --ccpd-coord) are left out.
  xqdb/games_html/*.html: DhtmlXQ records (dpxq viewer data: [DhtmlXQ_movelist] 4 digits a move, file 0-8 from
      Red's left, row 0-9 from Black's side) with a W/L/D result -> wukong_dhtmlxq.pgn (coordinate moves).

Usage: convert_wukong.py [--sources DIR] [--out DIR] [--meta DIR] [--arbiter-dir DIR] [--ccpd-coord DIR]
  --sources      the folder fetch.sh filled (default ./sources; reads DIR/wukong-xiangqi)
  --out          where the PGN files are written (default ./pgn); run convert_ccpd.py first: its ccpd_*.pgn
                 files there are what the games are compared with
  --meta         where wukong_manifest.json and ccpd_coord/ (the CCPD files in coordinates) are written
                 (default ./meta)
  --arbiter-dir  the arbiter that turns the CCPD files into coordinates, `./arbiter convert FILE --notation
                 coordinate` run there once a file; a game it cannot read is simply missing from the comparison
                 (default: the repository root, three folders up from this script)
  --ccpd-coord   use the coordinate files already in DIR instead of running the arbiter
"""
import glob
import io
import json
import os
import re
import subprocess
import sys
import time
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xqlib  # noqa: E402
from xqlib import REPO_ROOT, Source, write_game  # noqa: E402

REPO = 'maksimKorzh/wukong-xiangqi'
ZIPS = ['xqdb/xqdb/Hu_Ronghua_1391_UCI_games.pgn.zip', 'xqdb/xqdb/Liu_Dahua_1125_UCI_games.pgn.zip']
TAG_RE = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')
COORD_RE = re.compile(r'^[a-i][0-9][a-i][0-9]$')


def pgn_games(text):
    """Minimal PGN splitter: [(tags, move tokens)]."""
    games, tags, body = [], {}, []
    for line in text.splitlines() + ['[End "x"]']:
        m = TAG_RE.match(line.strip())
        if m:
            if body or (tags and m.group(1) in tags):
                games.append((tags, ' '.join(body)))
                tags, body = {}, []
            tags[m.group(1)] = m.group(2)
        elif line.strip():
            body.append(line.strip())
    if tags and 'End' not in tags:
        games.append((tags, ' '.join(body)))
    out = []
    for t, b in games:
        b = re.sub(r'\{[^}]*\}', ' ', b)
        toks = [x for x in b.split() if not re.match(r'^\d+\.+$', x) and x not in ('1-0', '0-1', '1/2-1/2', '*')]
        res = next((x for x in b.split() if x in ('1-0', '0-1', '1/2-1/2')), None)
        t = dict(t)
        t.pop('End', None)
        out.append((t, toks, res))
    return out


def ccpd_keys(d):
    keys = {}
    for f in sorted(glob.glob(os.path.join(d, '*.pgn'))):
        for i, (t, toks, _) in enumerate(pgn_games(open(f, encoding='utf-8').read()), 1):
            keys.setdefault(' '.join(toks), '%s #%d' % (os.path.basename(f), i))
    return keys


def ccpd_to_coordinates(outdir, coord_dir, arbiter_dir):
    """OUT/ccpd_*.pgn -> COORD_DIR/ccpd_*.pgn in coordinates, by the arbiter."""
    files = sorted(glob.glob(os.path.join(outdir, 'ccpd_*.pgn')))
    if not files:
        raise SystemExit('no ccpd_*.pgn in %s: run convert_ccpd.py first (or give --ccpd-coord)' % outdir)
    if not os.path.exists(os.path.join(arbiter_dir, 'arbiter')):
        raise SystemExit('no arbiter launcher in %s (give --arbiter-dir)' % arbiter_dir)
    os.makedirs(coord_dir, exist_ok=True)
    t0 = time.time()
    for f in files:
        r = subprocess.run(['./arbiter', 'convert', os.path.abspath(f), '--notation', 'coordinate', '--out',
                            os.path.abspath(os.path.join(coord_dir, os.path.basename(f)))],
                           cwd=arbiter_dir, capture_output=True, text=True)
        if r.returncode != 0:
            sys.stderr.write('warning: arbiter convert %s: exit code %d: %s\n'
                             % (os.path.basename(f), r.returncode, r.stderr.strip()[-500:]))
    print('CCPD files in coordinates (arbiter convert): %d files, %.0f s' % (len(files), time.time() - t0))


def main():
    a = xqlib.converter_args(__doc__, lambda ap: (ap.add_argument('--arbiter-dir', default=REPO_ROOT),
                                                  ap.add_argument('--ccpd-coord')))
    outdir = a.out
    src = Source(REPO, a.sources)
    commit = src.commit()
    coord_dir = a.ccpd_coord
    if coord_dir is None:
        coord_dir = os.path.join(a.meta, 'ccpd_coord')
        ccpd_to_coordinates(outdir, coord_dir, a.arbiter_dir)
    known = ccpd_keys(coord_dir)
    print('CCPD games known in coordinates:', len(known))
    stats = dict(repository=REPO, commit=commit, files={})
    seen = {}
    n_out = 0
    with open(os.path.join(outdir, 'wukong_hu_liu.pgn'), 'w', encoding='utf-8') as out:
        for z in ZIPS:
            zf = zipfile.ZipFile(io.BytesIO(src.read(z)))
            name = zf.namelist()[0]
            games = pgn_games(zf.read(name).decode('utf-8'))
            st = dict(games=len(games), kept=0, repeated_in_wukong=0, in_ccpd=0, not_coordinates=0)
            for i, (t, toks, res) in enumerate(games, 1):
                key = ' '.join(toks)
                if not all(COORD_RE.match(x) for x in toks):
                    st['not_coordinates'] += 1
                if key in seen:
                    st['repeated_in_wukong'] += 1
                    continue
                seen[key] = True
                if key in known:
                    st['in_ccpd'] += 1
                    continue
                t['Result'] = res or '*'
                t['Format'] = 'coordinate'
                t['SourceFile'] = '%s:%s/%s #%d' % (REPO, z, name, i)
                write_game(out, t, toks, t['Result'])
                st['kept'] += 1
                n_out += 1
            stats['files'][z] = st
            print(z, st)
    html = sorted(p for p in src.files('xqdb/games_html/') if p.endswith('.html'))  # in git's order
    res_map = {'W': '1-0', 'L': '0-1', 'D': '1/2-1/2'}
    n = 0
    with open(os.path.join(outdir, 'wukong_dhtmlxq.pgn'), 'w', encoding='utf-8') as out:
        for p in sorted(html, key=lambda s: int(re.sub(r'\D', '', s) or 0)):
            h = src.read(p).decode('utf-8', 'replace')

            def tag(name):
                m = re.search(r'\[DhtmlXQ_%s\](.*?)\[/DhtmlXQ_%s\]' % (name, name), h, re.S)
                return m.group(1).strip() if m else ''
            ml = tag('movelist')
            moves = []
            for i in range(0, len(ml) - 3, 4):
                x1, y1, x2, y2 = (int(c) for c in ml[i:i + 4])
                moves.append('abcdefghi'[x1] + str(9 - y1) + 'abcdefghi'[x2] + str(9 - y2))
            h3 = re.search(r'<h3>(.*?)</h3>', h)
            t = {'Event': (h3.group(1) if h3 else tag('event')).strip(), 'Red': tag('red'), 'Black': tag('black')}
            if tag('redteam'):
                t['RedTeam'] = tag('redteam')
            if tag('blackteam'):
                t['BlackTeam'] = tag('blackteam')
            t['Result'] = res_map.get(tag('result'), '*')
            t['Format'] = 'coordinate'
            t['SourceFile'] = '%s:%s' % (REPO, p)
            if tag('binit'):
                t['DhtmlXQ_binit'] = tag('binit')  # not expected in these files; kept visible if present
            write_game(out, t, moves, t['Result'])
            n += 1
    stats['dhtmlxq_games'] = n
    print('wukong_hu_liu.pgn: %d games; wukong_dhtmlxq.pgn: %d games' % (n_out, n))
    with open(os.path.join(a.meta, 'wukong_manifest.json'), 'w') as f:
        json.dump(stats, f, indent=1)


if __name__ == '__main__':
    main()
