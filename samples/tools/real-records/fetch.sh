#!/usr/bin/env bash
# Clone the source repositories of the real-game collection at their pinned commits.
#
# Usage: fetch.sh [DIR]     (default ./sources)
#
# DIR/<name> for each repository below: a partial clone (--filter=blob:none) with a sparse checkout of the
# folders and files the converters read, checked out at the pinned commit: about 35 MB to download, mostly
# Chinese-Chess-Practical-Dataset (53,685 small files). A checkout that exists already is only moved to its
# commit. GIT_BASE replaces https://github.com (e.g. a local mirror: GIT_BASE=file:///srv/mirrors, which must
# hold OWNER/NAME).
# The same table (folder, commit) is in xqlib.py, REPOSITORIES.
set -euo pipefail
dir=${1:-sources}
base=${GIT_BASE:-https://github.com}

# fetch OWNER/NAME COMMIT PATTERN...   (sparse-checkout patterns: /folder/ or /file)
fetch() {
    local repo=$1 commit=$2
    shift 2
    local into="$dir/${repo#*/}"
    if [ ! -e "$into/.git" ]; then
        git -c core.autocrlf=false clone --quiet --filter=blob:none --no-checkout "$base/$repo" "$into"
    fi
    git -C "$into" config core.autocrlf false   # the bytes as committed (the converters read binary files)
    git -C "$into" sparse-checkout set --no-cone "$@"
    git -C "$into" cat-file -e "$commit^{commit}" 2>/dev/null ||
        git -C "$into" fetch --quiet --filter=blob:none origin "$commit"
    git -C "$into" -c advice.detachedHead=false checkout --quiet "$commit"
    echo "$into: $(git -C "$into" rev-parse HEAD)"
}

mkdir -p "$dir"
fetch Yvonne761/Chinese-Chess-Practical-Dataset 368a47a947773dd8692c026e286dd19b6277b993 '/Dataset/對局/大師對局/'
fetch walker8088/cchess 0a17e69b0bfb2eb3861bf636c92288cc64ef0ead /tests/data/
fetch xqbase/eleeye a9d3914e596da93a150d74af8967edecc0810ef7 /XQFTOOLS/
fetch maksimKorzh/wukong-xiangqi 9ef8db735e78ec640a64d50240698087b44c5294 \
    /xqdb/xqdb/Hu_Ronghua_1391_UCI_games.pgn.zip /xqdb/xqdb/Liu_Dahua_1125_UCI_games.pgn.zip /xqdb/games_html/
