#!/usr/bin/env bash
# Renders every sample into OUT/<sample>/: the live snapshot, every view as SVG and PNG (one
# storyboard per transition: flow-<id>.svg), and index.html, one page holding every view; each
# sample's views come from one `coordviz render --output-dir` (the library frontend's plan).
# OUT/<sample>/docs/ is the sample's `coordviz docs` folder (Markdown pages, SVG pictures,
# navigation.txt).
# review.txt is `coordviz review` of the spec, the snapshot and the recording (when there is one).
# Usage: scripts/render-samples.sh BIN_DIR OUT_DIR
#   BIN_DIR holds the built `coordviz` and `sample-snapshots`; `make demo` passes the debug build.
set -euo pipefail
bin=${1:?usage: render-samples.sh BIN_DIR OUT_DIR}
out=${2:?usage: render-samples.sh BIN_DIR OUT_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
formats=(svg png)

mkdir -p "$out"
out=$(cd "$out" && pwd)
# Reviews run in a folder where Samples/ and Output/ are the real ones, so review.txt names the
# files as a user in the repository does, wherever OUT is.
view=$(mktemp -d)
trap 'rm -rf "$view"' EXIT
ln -s "$root/Samples" "$view/Samples"
ln -s "$out" "$view/Output"
"$bin/sample-snapshots" "$out" >/dev/null
cd "$root"
for spec in Samples/*/flow.yaml; do
    sample=$(basename "$(dirname "$spec")")
    inputs=("$spec" "$out/$sample/snapshot.json")
    # Every view (one storyboard per transition) in every format, laid out on every core.
    "$bin/coordviz" render "${inputs[@]}" --output-dir "$out/$sample" --formats "$(IFS=,; echo "${formats[*]}"),html"
    "$bin/coordviz" docs "${inputs[@]}" -o "$out/$sample/docs"
    if [ -f "$out/$sample/recording.json" ]; then
        for format in "${formats[@]}"; do
            "$bin/coordviz" render "$out/$sample/recording.json" --view flows -o "$out/$sample/recorded-flows.$format"
        done
        # The recording checked against the spec; the demo fails if the app and spec disagree.
        "$bin/coordviz" compare "$spec" "$out/$sample/recording.json" > "$out/$sample/recording-check.txt"
    fi
    review=("Samples/$sample/flow.yaml" "Output/$sample/snapshot.json")
    if [ -f "$out/$sample/recording.json" ]; then review+=("Output/$sample/recording.json"); fi
    status=0
    (cd "$view" && "$bin/coordviz" review "${review[@]}") > "$out/$sample/review.txt" || status=$?
    # Status 1 with a report means findings at error severity (love-story's retain cycles);
    # anything else is a failure of the demo.
    if [ "$status" -ne 0 ] && { [ "$status" -ne 1 ] || [ ! -s "$out/$sample/review.txt" ]; }; then
        echo "render-samples: coordviz review of $sample failed with status $status" >&2
        exit 1
    fi
    echo "rendered $out/$sample"
done
