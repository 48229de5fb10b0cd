#!/usr/bin/env bash
# The whole test suite: `./test.sh`. Needs Java 17 and Maven; Maven fetches the dependencies from Maven Central.
# No engine is needed yet (the rule core's tests are self-contained).
set -euo pipefail
cd "$(dirname "$0")"
mvn -B -ntp verify "$@"
