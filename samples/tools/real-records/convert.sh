#!/usr/bin/env bash
# Convert the fetched sources to the collection's 15 PGN files.
#
# Usage: convert.sh [SOURCES [OUT [META]]]     (defaults ./sources, ./pgn, ./meta)
#
# Runs convert_ccpd.py, convert_binary.py and convert_wukong.py in this order (convert_wukong.py compares its
# games with the CCPD files, which it turns into coordinates with the arbiter of this repository). META gets
# the manifests (commits, counts) and the CCPD files in coordinates.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
sources=${1:-sources} out=${2:-pgn} meta=${3:-meta}
python3 "$here/convert_ccpd.py" --sources "$sources" --out "$out" --meta "$meta"
python3 "$here/convert_binary.py" --sources "$sources" --out "$out" --meta "$meta"
python3 "$here/convert_wukong.py" --sources "$sources" --out "$out" --meta "$meta"
