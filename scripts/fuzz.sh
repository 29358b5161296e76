#!/usr/bin/env bash
# Fuzzes the built coordviz with mutated specs, snapshots and recordings (scripts/fuzz.py says
# what each run must satisfy). `make test` runs a bounded pass of 300 inputs; for a longer run:
#   scripts/fuzz.sh .build/debug --runs 20000 --seed 42
# Usage: scripts/fuzz.sh BIN_DIR [--runs N] [--seed S] [--timeout SECONDS] [--keep DIR]
set -euo pipefail
bin=${1:?usage: fuzz.sh BIN_DIR [--runs N] [--seed S] [--timeout SECONDS] [--keep DIR]}
shift
command -v python3 >/dev/null || { echo "error: python3 is needed for the fuzz run; install it (apt-get install python3)" >&2; exit 1; }
root=$(cd "$(dirname "$0")/.." && pwd)
exec python3 "$root/scripts/fuzz.py" "$bin/coordviz" "$@"
