#!/usr/bin/env bash
# Validates what `coordviz model` writes against docs/coordviz-model.schema.json with Python's
# `jsonschema` (the reference implementation of JSON Schema 2020-12), for every sample's spec,
# snapshot, and the two merged. Installs `jsonschema` from PyPI for the user when missing.
# Usage: scripts/check-model-schema.sh BIN_DIR
set -euo pipefail
bin=${1:?usage: check-model-schema.sh BIN_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
command -v python3 >/dev/null || { echo "error: python3 is needed; install it (apt-get install python3)" >&2; exit 1; }
if ! python3 -c "import jsonschema" 2>/dev/null; then
    echo "Installing jsonschema (PyPI) to validate the model schema…"
    python3 -m pip install --quiet --user jsonschema || python3 -m pip install --quiet --user --break-system-packages jsonschema
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/sample-snapshots" "$work" >/dev/null
cd "$root"
documents=()
for spec in Samples/*/flow.yaml; do
    sample=$(basename "$(dirname "$spec")")
    "$bin/coordviz" model "$spec" -o "$work/$sample-spec.json"
    "$bin/coordviz" model "$work/$sample/snapshot.json" -o "$work/$sample-snapshot.json"
    "$bin/coordviz" model "$spec" "$work/$sample/snapshot.json" -o "$work/$sample-merged.json"
    documents+=("$work/$sample-spec.json" "$work/$sample-snapshot.json" "$work/$sample-merged.json")
done
python3 - docs/coordviz-model.schema.json "${documents[@]}" <<'PY'
import json, sys
from jsonschema import Draft202012Validator
schema = json.load(open(sys.argv[1]))
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)
failed = False
for path in sys.argv[2:]:
    for error in validator.iter_errors(json.load(open(path))):
        failed = True
        print(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message}", file=sys.stderr)
if failed:
    sys.exit(1)
print(f"model schema: {len(sys.argv) - 2} documents valid")
PY
