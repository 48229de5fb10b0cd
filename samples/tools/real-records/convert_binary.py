#!/usr/bin/env python3
"""Convert the binary records (CBL libraries, XQF files) of real human games found in public repositories to PGN
with coordinate moves (h2e2).  The files are read from the checkouts fetch.sh made (see SOURCES).

Outputs (in --out, default ./pgn):
  cbl_1956_national.pgn   1956年全国象棋锦标赛93局.CBL (walker8088/cchess tests/data)
  cbl_1989_longhua.pgn    1989年龙化杯象棋名师邀请赛35局.CBL (walker8088/cchess tests/data)
  xqf_misc.pgn            single XQF games (walker8088/cchess tests/data, xqbase/eleeye XQFTOOLS)

Library records that hold no game (a section title on an empty board) and exact repeats are left out.

Usage: convert_binary.py [--sources DIR] [--out DIR] [--meta DIR]
  --sources  the folder fetch.sh filled (default ./sources; reads DIR/cchess and DIR/eleeye)
  --out      where the PGN files are written (default ./pgn)
  --meta     where binary_manifest.json (sources, commits, counts) is written (default ./meta)
"""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xqlib  # noqa: E402
from xqlib import Source, write_game  # noqa: E402
from binformats import read_cbl, read_xqf  # noqa: E402

# (output, repository, path, kind, note)
SOURCES = [
    ('cbl_1956_national.pgn', 'walker8088/cchess', 'tests/data/1956年全国象棋锦标赛93局.CBL', 'cbl',
     '1956 national championship (全国象棋锦标赛), preliminaries and final'),
    ('cbl_1989_longhua.pgn', 'walker8088/cchess', 'tests/data/1989年龙化杯象棋名师邀请赛35局.CBL', 'cbl',
     '1989 Longhua cup masters invitational (龙化杯象棋名师邀请赛), men 20 + women 15 games'),
    ('xqf_misc.pgn', 'walker8088/cchess', 'tests/data/030-黄松轩先胜冯敬如.XQF', 'xqf',
     '1930s, 黄松轩 vs 冯敬如'),
    ('xqf_misc.pgn', 'walker8088/cchess', 'tests/data/BadMoveTest2.xqf', 'xqf',
     '1987, 林糟霖 vs 郑国庆 (kept by cchess as a test of a record with a bad move)'),
    ('xqf_misc.pgn', 'xqbase/eleeye', 'XQFTOOLS/XQFEXAMA.XQF', 'xqf',
     '1997 中立杯 TV rapid, 柳大华 vs 吕钦 (XQF 1.0 example of the format document)'),
    ('xqf_misc.pgn', 'xqbase/eleeye', 'XQFTOOLS/SAMPLE.XQF', 'xqf',
     '1999, 许银川 gives nine pieces to 聂卫平 (odds game: FEN start)'),
]

TITLE_RE = re.compile(r'^(?:(\S+)\s+)?(\S+)\s+先([胜和负])\s+(\S+)$')


def game_tags(g, source, note, index=None):
    t = dict(g['tags'])
    title = t.get('Title', '')
    m = TITLE_RE.match(title)
    if m and 'Red' not in t and 'Black' not in t:
        if m.group(1):
            t['Round'] = m.group(1)
        t['Red'], t['Black'] = m.group(2), m.group(4)
    t['FEN'] = g['fen']
    t['Format'] = 'coordinate'
    t['SourceFile'] = source + ('' if index is None else ' #%d' % index)
    return t


def main():
    a = xqlib.converter_args(__doc__)
    outdir = a.out
    checkouts = {}
    outs = collections.OrderedDict()
    manifest = []
    for out, repo, path, kind, note in SOURCES:
        if repo not in checkouts:
            checkouts[repo] = Source(repo, a.sources)
        src = checkouts[repo]
        commit = src.commit()
        data = src.read(path)
        games = []
        skipped = collections.Counter()
        if kind == 'cbl':
            name, count, recs = read_cbl(data)
            for i, g in enumerate(recs, 1):
                if g.get('error') and not g.get('moves'):
                    skipped['unreadable record: ' + g['error']] += 1
                    continue
                if 'K' not in g['fen'].split()[0] or 'k' not in g['fen'].split()[0]:
                    skipped['no game (a title record on an empty board)'] += 1
                    continue
                games.append((g, game_tags(g, '%s:%s' % (repo, path), note, i)))
        else:
            g = read_xqf(data)
            games.append((g, game_tags(g, '%s:%s' % (repo, path), note)))
        lst = outs.setdefault(out, [])
        seen = {(x[0]['fen'], ' '.join(x[0]['moves'])) for x in lst}
        n = 0
        for g, t in games:
            key = (g['fen'], ' '.join(g['moves']))
            if key in seen:
                skipped['exact repeat of an earlier record'] += 1
                continue
            seen.add(key)
            lst.append((g, t))
            n += 1
        manifest.append(dict(output=out, repository=repo, commit=commit, path=path, format=kind, note=note,
                             games=n, skipped=dict(skipped),
                             errors=[x[0]['error'] for x in games if x[0].get('error')]))
        print('%-24s %4d games from %s:%s %s' % (out, n, repo, path, dict(skipped) if skipped else ''))
    for out, lst in outs.items():
        with open(os.path.join(outdir, out), 'w', encoding='utf-8') as f:
            for g, t in lst:
                comment = None
                if g.get('error'):
                    comment = 'converter: record damaged after this move: %s' % g['error']
                write_game(f, t, g['moves'], t.get('Result', '*'), comment, notes=g.get('notes'))
    with open(os.path.join(a.meta, 'binary_manifest.json'), 'w') as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)


if __name__ == '__main__':
    main()
