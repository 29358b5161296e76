#!/usr/bin/env bash
# Lays out every view of every sample with Graphviz alone, built with AddressSanitizer: Graphviz
# 2.42 frees memory twice on some graphs (labelled flat edges, labels on non-ranking edges in
# large graphs or between clusters), which crashes the process that lays them out (coordviz's
# layout worker, or a library user's process). Views must not produce such graphs.
# Usage: scripts/check-graphviz-memory.sh BIN_DIR   (BIN_DIR holds the built `coordviz`)
set -euo pipefail
bin=${1:?usage: check-graphviz-memory.sh BIN_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
cc -g -fsanitize=address Tests/GraphvizMemoryCheck/layout-and-free.c -o "$work/layout-and-free" $(pkg-config --cflags --libs libgvc)
"$bin/sample-snapshots" "$work" >/dev/null
checked=0 failed=0
for spec in Samples/*/flow.yaml; do
    sample=$(basename "$(dirname "$spec")")
    while read -r view; do
        "$bin/coordviz" render "$spec" "$work/$sample/snapshot.json" --view "$view" --format dot -o "$work/graph.dot"
        if ! out=$(ASAN_OPTIONS=detect_leaks=0 "$work/layout-and-free" "$work/graph.dot" 2>&1) || echo "$out" | grep -qE "ERROR: AddressSanitizer|^Error"; then
            echo "FAIL $sample $view: $(echo "$out" | grep -E 'ERROR|Error' | head -1)"
            failed=$((failed + 1))
        fi
        checked=$((checked + 1))
    done < <(scripts/sample-views.sh "$spec")
    # The diff drawing: the live app against its spec, and the spec against spec and snapshot.
    for sides in "--old $spec --new $work/$sample/snapshot.json" "--old $spec --new $spec --new $work/$sample/snapshot.json"; do
        # shellcheck disable=SC2086 # the arguments are meant to split
        "$bin/coordviz" diff $sides -o "$work/graph.dot" >/dev/null
        if ! out=$(ASAN_OPTIONS=detect_leaks=0 "$work/layout-and-free" "$work/graph.dot" 2>&1) || echo "$out" | grep -qE "ERROR: AddressSanitizer|^Error"; then
            echo "FAIL $sample diff $sides: $(echo "$out" | grep -E 'ERROR|Error' | head -1)"
            failed=$((failed + 1))
        fi
        checked=$((checked + 1))
    done
done
# Graphs that crashed Graphviz before a workaround, drawn from test fixtures, the version 2
# shapes (shared stacks, presented flows, phases) of the spec reference's shop app, and flows
# drawn in sections (the wallet app) or for one tab, with their jump boxes.
for args in "Tests/CoordVizCLITests/Fixtures/collapse-three-tabbars.yaml --view flows --collapse" \
            "Tests/CoordVizCLITests/Fixtures/collapse-three-tabbars.yaml --view flows" \
            "Tests/CoordVizCLITests/Fixtures/collapse-three-tabbars.yaml --view hierarchy --collapse" \
            "Tests/CoordVizSpecTests/Fixtures/v2/shop-app.yaml --view hierarchy" \
            "Tests/CoordVizSpecTests/Fixtures/v2/shop-app.yaml --view tabs" \
            "Tests/CoordVizSpecTests/Fixtures/v2/shop-app.yaml --view flows" \
            "Tests/CoordVizSpecTests/Fixtures/v2/shop-app.yaml --view flows --tab Orders" \
            "Tests/CoordVizCLITests/Fixtures/wallet-app.yaml --view flows" \
            "Tests/CoordVizCLITests/Fixtures/wallet-app.yaml --view flows --tab Pay" \
            "Tests/CoordVizCLITests/Fixtures/wallet-app.yaml --view flows --collapse" \
            "diff Samples/love-story/flow.yaml Tests/CoordVizCLITests/Fixtures/love-story-changed.yaml"; do
    # shellcheck disable=SC2086 # the arguments are meant to split
    case $args in
        diff\ *) "$bin/coordviz" $args -o "$work/graph.dot" >/dev/null ;;
        *) "$bin/coordviz" render $args --format dot -o "$work/graph.dot" 2>/dev/null ;;
    esac
    if ! out=$(ASAN_OPTIONS=detect_leaks=0 "$work/layout-and-free" "$work/graph.dot" 2>&1) || echo "$out" | grep -qE "ERROR: AddressSanitizer|^Error"; then
        echo "FAIL $args: $(echo "$out" | grep -E 'ERROR|Error' | head -1)"
        failed=$((failed + 1))
    fi
    checked=$((checked + 1))
done
echo "Graphviz memory check: $checked views laid out and freed cleanly, $failed failed"
[ "$failed" -eq 0 ]
