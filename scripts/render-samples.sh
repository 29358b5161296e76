#!/usr/bin/env bash
# Renders every sample into OUT/<sample>/: the live snapshot, every view as SVG and PNG (one
# storyboard per transition: flow-<id>.svg), and index.html, one page holding every view.
# Usage: scripts/render-samples.sh BIN_DIR OUT_DIR
#   BIN_DIR holds the built `coordviz` and `sample-snapshots`; `make demo` passes the debug build.
set -euo pipefail
bin=${1:?usage: render-samples.sh BIN_DIR OUT_DIR}
out=${2:?usage: render-samples.sh BIN_DIR OUT_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
views=(overview hierarchy tabs flows deeplinks)
formats=(svg png)

mkdir -p "$out"
out=$(cd "$out" && pwd)
"$bin/sample-snapshots" "$out" >/dev/null
for spec in "$root"/Samples/*/flow.yaml; do
    sample=$(basename "$(dirname "$spec")")
    snapshot="$out/$sample/snapshot.json"
    inputs=("Samples/$sample/flow.yaml" "$snapshot")
    # One storyboard per transition: the ids listed under `transitions:` in the spec.
    transitions=$(sed -n '/^transitions:/,/^[^ #]/p' "$spec" | sed -n 's/^ *- *id: *\([^ #]*\).*/\1/p')
    for view in "${views[@]}" $(printf 'flow:%s ' $transitions); do
        file=${view/:/-}
        for format in "${formats[@]}"; do
            (cd "$root" && "$bin/coordviz" render "${inputs[@]}" --view "$view" -o "$out/$sample/$file.$format")
        done
    done
    (cd "$root" && "$bin/coordviz" render "${inputs[@]}" --format html -o "$out/$sample/index.html")
    echo "rendered $out/$sample"
done
