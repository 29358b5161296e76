#!/usr/bin/env bash
# Renders every sample into OUT/<sample>/: the live snapshot, then each view as SVG and PNG.
# Usage: scripts/render-samples.sh BIN_DIR OUT_DIR
#   BIN_DIR holds the built `coordviz` and `sample-snapshots`; `make demo` passes the debug build.
set -euo pipefail
bin=${1:?usage: render-samples.sh BIN_DIR OUT_DIR}
out=${2:?usage: render-samples.sh BIN_DIR OUT_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
views=(hierarchy tabs flows)
formats=(svg png)

mkdir -p "$out"
"$bin/sample-snapshots" "$out" >/dev/null
for spec in "$root"/Samples/*/flow.yaml; do
    sample=$(basename "$(dirname "$spec")")
    snapshot="$out/$sample/snapshot.json"
    for view in "${views[@]}"; do
        for format in "${formats[@]}"; do
            "$bin/coordviz" render "Samples/$sample/flow.yaml" "$snapshot" --view "$view" -o "$out/$sample/$view.$format"
        done
    done
    if [ -f "$out/$sample/recording.json" ]; then
        for format in "${formats[@]}"; do
            "$bin/coordviz" render "$out/$sample/recording.json" --view flows -o "$out/$sample/recorded-flows.$format"
        done
        # The recording checked against the spec; the demo fails if the app and spec disagree.
        "$bin/coordviz" compare "Samples/$sample/flow.yaml" "$out/$sample/recording.json" > "$out/$sample/recording-check.txt"
    fi
    echo "rendered $out/$sample"
done
