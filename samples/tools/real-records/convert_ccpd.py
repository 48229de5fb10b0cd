#!/usr/bin/env python3
"""Convert the human master games of Yvonne761/Chinese-Chess-Practical-Dataset (CCPD) to PGN files.

Source: Dataset/對局/大師對局/ (master games, one Big5-encoded PGN per game, Chinese notation in traditional
characters with full-width digits).  Dataset/對局/電腦對局/ (computer games, man-machine games) is left out, and so
are the non-game folders (中局, 殘局, 開局, ...).

The same game is filed under several folders (by event, by player, by opening), often as identical files.  Games
are de-duplicated on (FEN, move list); a game is kept in the first output file of OUTPUTS that holds it, so the
national championship file gets every national game first.

The move text is copied token for token (UTF-8 instead of Big5; move numbers renumbered; the tags re-escaped
because some source values hold unescaped quotes); no move is translated, so the arbiter's Chinese-notation reader
is tested on the source's own spelling.  A SourceFile tag names the source file.

Usage: convert_ccpd.py [--sources DIR] [--out DIR] [--meta DIR]
  --sources  the folder fetch.sh filled (default ./sources; reads DIR/Chinese-Chess-Practical-Dataset)
  --out      where the ccpd_*.pgn files are written (default ./pgn)
  --meta     where ccpd_manifest.json (commit, counts) is written (default ./meta)
"""
import collections
import hashlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xqlib  # noqa: E402
from xqlib import Source, write_game  # noqa: E402

REPO = 'Yvonne761/Chinese-Chess-Practical-Dataset'
BASE = 'Dataset/對局/大師對局/'

# (output file, folder prefixes under BASE, description) -- order = de-duplication priority
OUTPUTS = [
    ('ccpd_national.pgn', ['以賽事分類/全國賽對局譜/'], 'national championships (全國賽對局譜: individual, team ...)'),
    ('ccpd_league.pgn', ['以賽事分類/象甲聯賽/'], 'national A-league (象甲聯賽)'),
    ('ccpd_kings_cup.pgn', ['以賽事分類/全國象棋王位賽/'], 'national King cup (全國象棋王位賽)'),
    ('ccpd_wuyang_cup.pgn', ['以賽事分類/五羊杯/'], 'Wuyang cup (五羊杯)'),
    ('ccpd_yinli_cup.pgn', ['以賽事分類/銀荔杯/'], 'Yinli cup (銀荔杯)'),
    ('ccpd_regional_cups.pgn', ['以賽事分類/各地杯賽/'], 'other cups (各地杯賽)'),
    ('ccpd_world.pgn', ['以賽事分類/世界盃/', '以賽事分類/世界智力運動會/', '以賽事分類/亞洲杯/'],
     'world cup, world mind games, Asian cup (世界盃, 世界智力運動會, 亞洲杯)'),
    ('ccpd_other_events.pgn', ['以賽事分類/其他/', '以賽事分類/盲棋表演賽/'], 'other events, blindfold exhibitions (其他, 盲棋表演賽)'),
    ('ccpd_by_player.pgn', ['以棋手分類/'], 'filed by player only (以棋手分類: 呂欽, 許銀川, 胡榮華, 趙國榮, 李來群, ...)'),
    ('ccpd_by_opening.pgn', ['以開局分類/'], 'filed by opening only (以開局分類)'),
]

TAG_RE = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')
MOVENUM_RE = re.compile(r'^\d+\.+$')
RESULTS = ('1-0', '0-1', '1/2-1/2', '*')


def parse(text):
    tags, moves, result, other = {}, [], None, []
    body = []
    for line in text.splitlines():
        m = TAG_RE.match(line.strip())
        if m and not body:
            tags[m.group(1)] = m.group(2)
        elif line.strip():
            body.append(line)
    for tok in ' '.join(body).split():
        if tok in RESULTS:
            result = tok
            continue
        tok2 = re.sub(r'^\d+\.+', '', tok)
        if not tok2:
            continue
        if MOVENUM_RE.match(tok):
            continue
        moves.append(tok2)
    return tags, moves, result


def main():
    a = xqlib.converter_args(__doc__)
    outdir = a.out
    source = Source(REPO, a.sources)
    commit = source.commit()
    # (content digest, path): a digest stands for the git blob id -- two files are the same record when their
    # bytes are the same
    files = []
    for p in source.files(BASE):
        if p.lower().endswith('.pgn'):
            raw = source.read(p)
            files.append((hashlib.sha1(raw).hexdigest(), p))
    seen = {}
    stats = collections.OrderedDict()
    conflicts = 0
    manifest = []
    for fname, prefixes, desc in OUTPUTS:
        sel = sorted((p, b) for b, p in files if any(p[len(BASE):].startswith(x) for x in prefixes))
        n_files, n_games, n_dup_same, n_dup_prev = len(sel), 0, 0, 0
        blobs_done = set()
        with open(os.path.join(outdir, fname), 'w', encoding='utf-8') as out:
            for path, blob in sel:
                if blob in blobs_done:
                    n_dup_same += 1
                    continue
                blobs_done.add(blob)
                raw = source.read(path)
                try:
                    text = raw.decode('big5')
                except UnicodeDecodeError:
                    text = raw.decode('cp950', 'replace')
                tags, moves, result = parse(text)
                key = (tags.get('FEN', ''), ' '.join(moves))
                if key in seen:
                    if seen[key][1] != tags.get('Result'):
                        conflicts += 1
                    if seen[key][0] == fname:
                        n_dup_same += 1
                    else:
                        n_dup_prev += 1
                    continue
                seen[key] = (fname, tags.get('Result'))
                res = tags.get('Result') if tags.get('Result') in RESULTS else (result or '*')
                t = {k: v for k, v in tags.items() if v != '' or k in ('Event', 'Red', 'Black')}
                t['Result'] = res
                t['SourceFile'] = path
                write_game(out, t, moves, res)
                n_games += 1
        stats[fname] = dict(description=desc, source_files=n_files, games=n_games,
                            duplicates_within=n_dup_same, duplicates_of_earlier_files=n_dup_prev)
        print('%-26s %6d games  (%d files, %d duplicates in the same folders, %d already in an earlier file)'
              % (fname, n_games, n_files, n_dup_same, n_dup_prev))
    print('duplicate records whose Result tags differ:', conflicts)
    with open(os.path.join(a.meta, 'ccpd_manifest.json'), 'w') as f:
        json.dump(dict(repository=REPO, commit=commit, base=BASE, outputs=stats,
                       duplicate_result_conflicts=conflicts), f, ensure_ascii=False, indent=1)


if __name__ == '__main__':
    main()
