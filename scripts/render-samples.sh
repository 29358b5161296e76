#!/usr/bin/env bash
# Renders every sample into OUT/<sample>/: the live snapshot, every view as SVG and PNG (one
# storyboard per transition: flow-<id>.svg), index.html, one page holding every view, and
# scanned.yaml, the spec `coordviz scan` infers from the sample's sources, with its flows picture.
# Usage: scripts/render-samples.sh BIN_DIR OUT_DIR
#   BIN_DIR holds the built `coordviz` and `sample-snapshots`; `make demo` passes the debug build.
set -euo pipefail
bin=${1:?usage: render-samples.sh BIN_DIR OUT_DIR}
out=${2:?usage: render-samples.sh BIN_DIR OUT_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
formats=(svg png)

mkdir -p "$out"
out=$(cd "$out" && pwd)
"$bin/sample-snapshots" "$out" >/dev/null
cd "$root"
for spec in Samples/*/flow.yaml; do
    sample=$(basename "$(dirname "$spec")")
    inputs=("$spec" "$out/$sample/snapshot.json")
    while read -r view; do
        for format in "${formats[@]}"; do
            "$bin/coordviz" render "${inputs[@]}" --view "$view" -o "$out/$sample/${view/:/-}.$format"
        done
    done < <(scripts/sample-views.sh "$spec")
    "$bin/coordviz" render "${inputs[@]}" --format html -o "$out/$sample/index.html"
    if [ -f "$out/$sample/recording.json" ]; then
        for format in "${formats[@]}"; do
            "$bin/coordviz" render "$out/$sample/recording.json" --view flows -o "$out/$sample/recorded-flows.$format"
        done
        # The recording checked against the spec; the demo fails if the app and spec disagree.
        "$bin/coordviz" compare "$spec" "$out/$sample/recording.json" > "$out/$sample/recording-check.txt"
    fi
    # What `coordviz scan` infers from the sample's Swift sources alone, and its flows picture.
    "$bin/coordviz" scan "Samples/$sample" -o "$out/$sample/scanned.yaml"
    for format in "${formats[@]}"; do
        # From the sample's folder, so the pictures name the spec `scanned.yaml` wherever OUT is.
        (cd "$out/$sample" && "$bin/coordviz" render scanned.yaml --view flows -o "scanned-flows.$format")
    done
    echo "rendered $out/$sample"
done
