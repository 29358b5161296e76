#!/usr/bin/env bash
# Reviews every sample with `--reporter sarif` and validates each log against the official SARIF
# 2.1.0 schema (scripts/validate-sarif.py, Python's jsonschema, installed with pip when missing).
# Usage: scripts/check-sarif.sh BIN_DIR
set -euo pipefail
bin=${1:?usage: check-sarif.sh BIN_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if ! python3 -c "import jsonschema" 2>/dev/null; then
    python3 -m pip install --quiet jsonschema
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for spec in Samples/*/flow.yaml; do
    sample=$(basename "$(dirname "$spec")")
    inputs=("$spec" "Output/$sample/snapshot.json")
    if [ -f "Output/$sample/recording.json" ]; then inputs+=("Output/$sample/recording.json"); fi
    status=0
    "$bin/coordviz" review "${inputs[@]}" --reporter sarif -o "$work/$sample.sarif" || status=$?
    if [ "$status" -gt 1 ]; then echo "check-sarif: review of $sample failed with status $status" >&2; exit 1; fi
done
python3 scripts/validate-sarif.py "$work"/*.sarif
echo "check-sarif: $(ls "$work" | wc -l) SARIF logs match the SARIF 2.1.0 schema"
