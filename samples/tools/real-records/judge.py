#!/usr/bin/env python3
"""Judge the collected human games with the arbiter under the national rules and summarise.

For each rule set (default: china-2011 and china-1999) this runs

    cd ARBITER_DIR && ./arbiter adjudicate --rules RULES --json --threads N FILES...

over the PGN files (default: ./pgn/*.pgn), keeps the raw JSON lines, and writes into the output directory
(default ./results):

  RULES.jsonl / RULES.stderr   the arbiter's own output
  flagged_RULES.tsv            every game the rules end BEFORE the record ends (judged end ply < the record's plies),
                               or in which a side broke a duty to vary (rule-violation, a broken duty), or whose
                               judged result differs from a known recorded Result (1-0, 0-1, 1/2-1/2), or that
                               holds an illegal move
  unreadable_RULES.tsv         every game the arbiter could not read, with the error
  rules_diff.tsv               games whose verdict (result, termination, ply) differs between the rule sets
  summary.md                   counts per rule set, the most common unreadable reasons with an example each,
                               the flagged games in short, and the build that judged them

Rerun it after a new build; nothing here depends on an earlier run.  The arbiter is used as it is; only when it
does not run at all is it rebuilt with `mvn -o -q install -DskipTests -pl arbiter-core,runner-cli`.

Usage: judge.py [--rules china-2011,china-1999] [--threads 2] [--pgn DIR] [--out DIR] [--arbiter-dir DIR] [FILES...]
  --pgn          the folder whose *.pgn files are judged when no FILES are given (default ./pgn)
  --out          the output folder (default ./results)
  --arbiter-dir  the arbiter's repository (default: the repository root, three folders up from this script)
"""
import argparse
import collections
import datetime
import glob
import hashlib
import json
import os
import re
import subprocess
import sys

REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..'))
RESULTS = ('1-0', '0-1', '1/2-1/2', '*')
MOVE_CHARS = '车马炮相仕帅兵将士象卒进退平車馬砲帥將進後前傌俥炮'
TAG_RE = re.compile(r'^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$')


# ------------------------------------------------------------------------------------------------ our own PGN view

def read_games(path):
    """[(tags, plies)] in file order: a light reading of our own PGN files (tags, and the count of move tokens
    outside comments and variations), to put the event, players and the record's length beside each verdict."""
    data = open(path, 'rb').read()
    try:
        text = data.decode('utf-8-sig')
    except UnicodeDecodeError:
        # as the arbiter decides: GB18030 or Big5, whichever reads more Chinese move characters
        best = None
        for enc in ('gb18030', 'big5'):
            t = data.decode(enc, 'replace')
            score = sum(t.count(c) for c in MOVE_CHARS) - 10 * t.count('\ufffd')
            if best is None or score > best[0]:
                best = (score, t)
        text = best[1]
    games = []
    tags, body = None, []

    def flush():
        if tags is not None:
            games.append((tags, count_plies(' '.join(body))))

    for line in text.splitlines():
        m = TAG_RE.match(line)
        if m and not (line.lstrip().startswith('{') or line.lstrip().startswith('(')):
            if tags is None or body:
                flush()
                tags, body = {}, []
            tags[m.group(1)] = m.group(2).replace('\\"', '"').replace('\\\\', '\\')
        elif line.strip():
            if tags is None:
                tags = {}
            body.append(line)
    flush()
    return games


def count_plies(text):
    out, depth, i, n = [], 0, 0, len(text)
    buf = []
    while i < n:
        c = text[i]
        if c == '{':
            j = text.find('}', i)
            i = n if j < 0 else j + 1
            buf.append(' ')
            continue
        if c == ';':
            j = text.find('\n', i)
            i = n if j < 0 else j + 1
            continue
        if c == '(':
            depth += 1
        elif c == ')':
            depth = max(0, depth - 1)
        elif depth == 0:
            buf.append(c)
        i += 1
    plies = 0
    for tok in ''.join(buf).split():
        tok = re.sub(r'^\d+\.+(\.\.)?', '', tok)
        if not tok or tok in RESULTS or tok.startswith('$') or re.match(r'^[.…]+$', tok):
            continue
        plies += 1
    return plies


# ------------------------------------------------------------------------------------------------ running the arbiter

def sha256(path):
    h = hashlib.sha256()
    with open(path, 'rb') as f:
        for b in iter(lambda: f.read(1 << 20), b''):
            h.update(b)
    return h.hexdigest()[:16]


def build_info(adir):
    def git(*a):
        try:
            return subprocess.run(['git', '-C', adir] + list(a), capture_output=True, text=True).stdout.strip()
        except OSError:
            return ''
    jar = os.path.join(adir, 'runner-cli', 'target', 'arbiter.jar')
    dirty = git('status', '--porcelain', '--untracked-files=no')
    return dict(commit=git('rev-parse', '--short', 'HEAD'), subject=git('log', '-1', '--format=%s'),
                modified_files=len(dirty.splitlines()) if dirty else 0,
                jar_sha256=sha256(jar) if os.path.exists(jar) else None,
                jar_mtime=datetime.datetime.fromtimestamp(os.path.getmtime(jar)).isoformat(timespec='seconds')
                if os.path.exists(jar) else None)


def ensure_arbiter(adir):
    """./arbiter --version; when it fails, the offline module build the brief names, then once more."""
    r = subprocess.run(['./arbiter', '--version'], cwd=adir, capture_output=True, text=True)
    if r.returncode == 0:
        return r.stdout.strip()
    sys.stderr.write('judge: ./arbiter does not run (%s); building it\n' % (r.stderr.strip()[-500:]))
    b = subprocess.run('mvn -o -q install -DskipTests -pl arbiter-core,runner-cli 2>&1 | tail -5', shell=True,
                       cwd=adir, capture_output=True, text=True)
    sys.stderr.write(b.stdout)
    r = subprocess.run(['./arbiter', '--version'], cwd=adir, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit('judge: ./arbiter still does not run:\n' + r.stderr[-2000:])
    return r.stdout.strip()


def run_rules(adir, rules, files, threads, outdir):
    cmd = ['./arbiter', 'adjudicate', '--rules', rules, '--json', '--threads', str(threads)] + files
    with open(os.path.join(outdir, rules + '.jsonl'), 'w') as out, \
            open(os.path.join(outdir, rules + '.stderr'), 'w') as err:
        r = subprocess.run(cmd, cwd=adir, stdout=out, stderr=err)
    lines = []
    for line in open(os.path.join(outdir, rules + '.jsonl'), encoding='utf-8'):
        line = line.strip()
        if line.startswith('{'):
            try:
                lines.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    return r.returncode, lines


# ------------------------------------------------------------------------------------------------ classification

def reason_class(error):
    """The error with its particulars (quoted text, numbers, squares, FENs) replaced, to count alike errors."""
    e = re.sub(r'\(position [^)]*\)', '(position …)', error)
    e = re.sub(r"'[^']*'", "'…'", e)
    e = re.sub(r'"[^"]*"', '"…"', e)
    e = re.sub(r'\b[a-i][0-9][a-i][0-9]\b', 'MOVE', e)
    e = re.sub(r'\b[a-i][0-9]\b', 'SQ', e)
    e = re.sub(r'\d+', 'N', e)
    return e


def flags_of(v, rec_plies):
    """Why a verdict is listed: EARLY (the rules end it before the record does), DUTY (a side had to vary and did
    not), DIFF (another result than the recorded one, the record's being known), ILLEGAL (an illegal move)."""
    f = []
    term = v.get('termination')
    unplayed = v.get('unplayed') or []
    if term and (unplayed or (rec_plies is not None and v.get('ply', 0) < rec_plies)):
        f.append('EARLY')
    duties = v.get('duties') or []
    if term == 'rule-violation' or any(d.get('status') == 'broken' for d in duties) \
            or v.get('kind') == 'forbidden-cycle-continued':
        f.append('DUTY')
    rec = v.get('recordedResult')
    if v.get('result') not in (None, '*') and rec in ('1-0', '0-1', '1/2-1/2') and v.get('result') != rec:
        f.append('DIFF')
    if term == 'illegal-move' or v.get('kind', '').startswith('illegal'):
        f.append('ILLEGAL')
    return f


def tsv(s):
    return str(s if s is not None else '').replace('\t', ' ').replace('\n', ' ')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--rules', default='china-2011,china-1999')
    ap.add_argument('--threads', type=int, default=2)
    ap.add_argument('--pgn', default='pgn')
    ap.add_argument('--out', default='results')
    ap.add_argument('--arbiter-dir', default=REPO_ROOT)
    ap.add_argument('files', nargs='*')
    a = ap.parse_args()
    files = [os.path.abspath(f) for f in a.files] or sorted(os.path.abspath(f)
                                                            for f in glob.glob(os.path.join(a.pgn, '*.pgn')))
    if not files:
        raise SystemExit('judge: no PGN files (none given, none in %s)' % a.pgn)
    os.makedirs(a.out, exist_ok=True)
    rules_list = [r.strip() for r in a.rules.split(',') if r.strip()]

    ours = {f: read_games(f) for f in files}
    n_ours = sum(len(g) for g in ours.values())
    version = ensure_arbiter(a.arbiter_dir)
    started = datetime.datetime.now().isoformat(timespec='seconds')

    per_rules = collections.OrderedDict()
    for rules in rules_list:
        info = build_info(a.arbiter_dir)
        rc, verdicts = run_rules(a.arbiter_dir, rules, files, a.threads, a.out)
        info2 = build_info(a.arbiter_dir)
        if info2['jar_sha256'] != info['jar_sha256']:
            info['note'] = 'the jar changed while this rule set was judged (%s -> %s)' % (
                info['jar_sha256'], info2['jar_sha256'])
        per_rules[rules] = dict(rc=rc, verdicts=verdicts, build=info2, version=version)
        print('%s: %d verdicts, exit code %d' % (rules, len(verdicts), rc), file=sys.stderr)

    md = []
    md.append('# Judging the human game collection\n')
    md.append('Run %s over %d files, %d games as read by judge.py (the arbiter\'s own count below).\n'
              % (started, len(files), n_ours))
    md.append('Rerun, in the folder that holds pgn/: `python3 ARBITER/samples/tools/real-records/judge.py` (ARBITER: '
              'the arbiter\'s repository; options: --pgn, --rules, --threads, --out, --arbiter-dir; see --help).\n')
    verdict_index = {}
    for rules, d in per_rules.items():
        b = d['build']
        vs = d['verdicts']
        kinds = collections.Counter()
        terms = collections.Counter()
        flagged, unreadable = [], []
        flag_counts = collections.Counter()
        per_file = collections.OrderedDict((f, collections.Counter()) for f in files)
        duty_met = duty_standing = 0
        unknown_ended = 0
        mismatched_plies = 0
        for v in vs:
            f = v.get('file')
            gi = v.get('game')
            og = ours.get(f, [])
            tags, rec_plies = og[gi - 1] if gi and 0 < gi <= len(og) else ({}, None)
            verdict_index[(rules, f, gi)] = v
            pf = per_file.setdefault(f, collections.Counter())
            pf['games'] += 1
            if 'error' in v:
                kinds['unreadable'] += 1
                pf['unreadable'] += 1
                unreadable.append((f, gi, tags, rec_plies, v['error']))
                continue
            kinds[v.get('kind')] += 1
            pf[v.get('kind')] += 1
            terms[v.get('termination') or '(none: the game goes on)'] += 1
            arb_plies = v.get('played', 0) + len(v.get('unplayed') or [])
            if rec_plies is not None and arb_plies != rec_plies and v.get('termination') != 'illegal-move':
                mismatched_plies += 1
            for du in v.get('duties') or []:
                if du.get('status') == 'met':
                    duty_met += 1
                elif du.get('status') == 'standing':
                    duty_standing += 1
            if v.get('recordedResult') == '*' and v.get('result') not in (None, '*'):
                unknown_ended += 1
            fl = flags_of(v, rec_plies)
            for x in fl:
                flag_counts[x] += 1
            if fl:
                pf['flagged'] += 1
                flagged.append((f, gi, tags, rec_plies, v, fl))
        # TSVs
        with open(os.path.join(a.out, 'flagged_%s.tsv' % rules), 'w', encoding='utf-8') as out:
            out.write('\t'.join(['file', 'game', 'flags', 'event', 'date', 'red', 'black', 'recorded_result',
                                 'rules_result', 'termination', 'ply', 'record_plies', 'kind', 'article',
                                 'reason', 'duties', 'source']) + '\n')
            for f, gi, tags, rp, v, fl in flagged:
                duties = '; '.join('%s %s (arose %s, end %s)' % (x.get('side'), x.get('status'), x.get('arosePly'),
                                                                  x.get('endPly', '-')) for x in v.get('duties') or [])
                out.write('\t'.join(tsv(x) for x in [
                    os.path.basename(f), gi, ','.join(fl), tags.get('Event'), tags.get('Date'), tags.get('Red'),
                    tags.get('Black'), v.get('recordedResult'), v.get('result'), v.get('termination'), v.get('ply'),
                    rp, v.get('kind'), v.get('article'), v.get('reason'), duties, tags.get('SourceFile')]) + '\n')
        reasons = collections.Counter()
        examples = {}
        with open(os.path.join(a.out, 'unreadable_%s.tsv' % rules), 'w', encoding='utf-8') as out:
            out.write('file\tgame\tevent\tred\tblack\trecord_plies\terror\tsource\n')
            for f, gi, tags, rp, err in unreadable:
                rc_ = reason_class(err)
                reasons[rc_] += 1
                examples.setdefault(rc_, (f, gi, tags, err))
                out.write('\t'.join(tsv(x) for x in [os.path.basename(f), gi, tags.get('Event'), tags.get('Red'),
                                                      tags.get('Black'), rp, err, tags.get('SourceFile')]) + '\n')
        stderr_lines = [l for l in open(os.path.join(a.out, rules + '.stderr'), encoding='utf-8', errors='replace')
                        if l.strip() and 'building' not in l and not l.startswith('\x1b')]
        # markdown
        md.append('\n## %s\n' % rules)
        md.append('Arbiter: `%s`, commit %s (%s) with %d modified tracked files, jar sha256 %s built %s. Exit code %d.%s\n'
                  % (d['version'], b['commit'], b['subject'][:80], b['modified_files'], b['jar_sha256'],
                     b['jar_mtime'], d['rc'], (' **' + b['note'] + '**') if b.get('note') else ''))
        readable = len(vs) - kinds['unreadable']
        md.append('- games judged: %d (read ok %d, unreadable %d)%s' % (
            len(vs), readable, kinds['unreadable'],
            '' if len(vs) == n_ours else ' -- **judge.py read %d games in the files**' % n_ours))
        md.append('- listed (flagged_%s.tsv): %d games -- EARLY (the rules end it before the record does) %d, '
                  'DUTY (a side had to vary and did not) %d, DIFF (another result than the recorded one) %d, '
                  'ILLEGAL %d' % (rules, len(flagged), flag_counts['EARLY'], flag_counts['DUTY'],
                                  flag_counts['DIFF'], flag_counts['ILLEGAL']))
        md.append('- duties to vary met in time: %d; still owed when the record stops: %d' % (duty_met, duty_standing))
        md.append('- games recorded as `*` (unknown) that the rules end: %d' % unknown_ended)
        if mismatched_plies:
            md.append('- games whose ply count differs between the arbiter and judge.py\'s own reading: %d'
                      % mismatched_plies)
        md.append('- kinds: ' + ', '.join('%s %d' % kv for kv in kinds.most_common()))
        md.append('- terminations: ' + ', '.join('%s %d' % kv for kv in terms.most_common()))
        md.append('')
        md.append('| file | games | unreadable | agrees | not-ended | flagged |')
        md.append('|---|---:|---:|---:|---:|---:|')
        for f, c in per_file.items():
            md.append('| %s | %d | %d | %d | %d | %d |' % (os.path.basename(f), c['games'], c['unreadable'],
                                                          c['agrees'] + c['agrees-after-varying'], c['not-ended'],
                                                          c['flagged']))
        if reasons:
            md.append('\n### Unreadable games by reason (%s)\n' % rules)
            md.append('| count | reason (particulars elided) | example |')
            md.append('|---:|---|---|')
            for r_, n in reasons.most_common(25):
                f, gi, tags, err = examples[r_]
                md.append('| %d | %s | %s game %s (%s): %s |' % (n, r_.replace('|', '/'), os.path.basename(f), gi,
                                                                  (tags.get('Event') or '')[:40].replace('|', '/'),
                                                                  err.replace('|', '/')[:300]))
        if stderr_lines:
            other = [l for l in stderr_lines if ': game ' not in l]
            if other:
                md.append('\nOther messages on stderr (%d): %s' % (len(other), ' / '.join(x.strip() for x in other[:5])))
        md.append('\n### Flagged games (%s)\n' % rules)
        md.append('| file | game | flags | event | red | black | recorded | rules | termination | ply | record plies |')
        md.append('|---|---:|---|---|---|---|---|---|---|---:|---:|')
        for f, gi, tags, rp, v, fl in flagged:
            md.append('| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (
                os.path.basename(f), gi, ','.join(fl), (tags.get('Event') or '')[:50].replace('|', '/'),
                (tags.get('Red') or '').replace('|', '/'), (tags.get('Black') or '').replace('|', '/'),
                v.get('recordedResult'), v.get('result'), v.get('termination'), v.get('ply'), rp))
        md.append('\nReasons and duties: flagged_%s.tsv.' % rules)

    # the two rule sets against each other
    if len(per_rules) >= 2:
        r1, r2 = list(per_rules)[:2]
        diffs = []
        for (rules, f, gi), v in verdict_index.items():
            if rules != r1:
                continue
            w = verdict_index.get((r2, f, gi))
            if w is None or 'error' in v or 'error' in w:
                continue
            a1 = (v.get('result'), v.get('termination'), v.get('ply'))
            a2 = (w.get('result'), w.get('termination'), w.get('ply'))
            if a1 != a2:
                diffs.append((f, gi, v, w))
        with open(os.path.join(a.out, 'rules_diff.tsv'), 'w', encoding='utf-8') as out:
            out.write('\t'.join(['file', 'game', 'event', 'red', 'black', 'recorded_result',
                                 r1 + '_result', r1 + '_termination', r1 + '_ply', r2 + '_result',
                                 r2 + '_termination', r2 + '_ply', r1 + '_reason', r2 + '_reason']) + '\n')
            for f, gi, v, w in diffs:
                tags = ours[f][gi - 1][0] if gi and gi <= len(ours.get(f, [])) else {}
                out.write('\t'.join(tsv(x) for x in [
                    os.path.basename(f), gi, tags.get('Event'), tags.get('Red'), tags.get('Black'),
                    v.get('recordedResult'), v.get('result'), v.get('termination'), v.get('ply'), w.get('result'),
                    w.get('termination'), w.get('ply'), v.get('reason'), w.get('reason')]) + '\n')
        md.append('\n## %s against %s\n' % (r1, r2))
        md.append('%d games get another verdict (result, termination or ply) under the two rule sets: rules_diff.tsv.\n'
                  % len(diffs))
        md.append('| file | game | event | recorded | %s | %s |' % (r1, r2))
        md.append('|---|---:|---|---|---|---|')
        for f, gi, v, w in diffs[:200]:
            tags = ours[f][gi - 1][0] if gi and gi <= len(ours.get(f, [])) else {}
            md.append('| %s | %s | %s | %s | %s %s @%s | %s %s @%s |' % (
                os.path.basename(f), gi, (tags.get('Event') or '')[:40].replace('|', '/'), v.get('recordedResult'),
                v.get('result'), v.get('termination'), v.get('ply'), w.get('result'), w.get('termination'),
                w.get('ply')))
    with open(os.path.join(a.out, 'summary.md'), 'w', encoding='utf-8') as out:
        out.write('\n'.join(md) + '\n')
    print('wrote %s' % os.path.join(a.out, 'summary.md'), file=sys.stderr)


if __name__ == '__main__':
    main()
