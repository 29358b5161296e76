#!/usr/bin/env bash
# Builds coordviz-bench in release mode, installs the `dot` program when it is missing, runs the
# benchmark and writes Benchmarks/RESULTS.md (and every sample as Benchmarks/results.json).
# Usage: Benchmarks/run.sh [coordviz-bench options]   e.g. --sizes 10,50 --repetitions 3
#   (`make benchmark BENCH_ARGS="--sizes 10,50"` does the same.)
#   Benchmarks/run.sh --from-json Benchmarks/results.json re-renders RESULTS.md from the saved
#   run without measuring anything (after a change to the report's format).
# RESULTS.md is regenerated up to its "## Analysis" heading; the hand-written analysis below
# that heading is kept.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

scripts/install-deps.sh   # Graphviz's C library, to build

measuring=true
for argument in "$@"; do
    if [ "$argument" = "--from-json" ]; then measuring=false; fi
done

if $measuring && ! command -v dot >/dev/null; then
    case "$(uname -s)" in
    Linux)
        "$root/scripts/apt-install.sh" "the \`dot\` program the benchmark compares with" graphviz
        ;;
    Darwin)
        brew install graphviz
        ;;
    *)
        echo "error: the \`dot\` program is missing; install Graphviz and retry" >&2
        exit 1
        ;;
    esac
fi

# Built as `make install` builds a release: on Linux with the Swift runtime linked in.
static=()
if [ "$(uname -s)" = Linux ]; then static=(--static-swift-stdlib); fi
swift build -c release ${static[@]+"${static[@]}"} --product coordviz-bench
swift build -c release ${static[@]+"${static[@]}"} --product coordviz   # whole commands are timed too
bin=$(swift build -c release ${static[@]+"${static[@]}"} --show-bin-path)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$bin/coordviz-bench" --markdown "$scratch/results.md" --json "$scratch/results.json" "$@"

results=Benchmarks/RESULTS.md
{
    echo "# Benchmark results"
    echo
    echo "<!-- Written by Benchmarks/run.sh; everything above \"## Analysis\" is replaced on every run. -->"
    echo
    echo "Every stage of coordviz (spec, introspection, merge, each view's diagram, cgraph build, layout, whole"
    echo "\`coordviz\` commands) against the \`dot\` program on the same DOT text, for seeded synthetic coordinator"
    echo "apps of several sizes. The apps come from [\`Benchmarks/Sources/SyntheticApps\`](Sources/SyntheticApps):"
    echo "one seeded plan written as a model, a version 2 spec and a live tree over the UIKit stand-in."
    echo "Source: [\`Benchmarks/Sources/coordviz-bench\`](Sources/coordviz-bench); every sample of this run:"
    echo "[\`results.json\`](results.json)."
    echo
    echo "## How to reproduce"
    echo
    echo '```sh'
    echo "make benchmark                                      # = Benchmarks/run.sh: 10, 100, 1,000, 5,000 coordinators, about 30 minutes"
    echo "Benchmarks/run.sh --sizes 10,100 --repetitions 3     # a quick run"
    echo "swift run -c release coordviz-bench --write-spec 1000 /tmp/app.yaml   # one synthetic app's spec, to profile"
    echo "Benchmarks/run.sh --keep /tmp/bench                  # keep every case's DOT text and SVGs"
    echo "swift run -c release coordviz-bench --time-introspection --sizes 100,1000,5000   # introspection against dump alone"
    echo "swift run -c release coordviz-bench --help           # every option"
    echo '```'
    echo
    echo "Toolchain: $(swift --version 2>&1 | head -n 1)."
    echo
    echo "## Results"
    echo
    cat "$scratch/results.md"
    echo
    if [ -f "$results" ] && grep -q '^## Analysis' "$results"; then
        sed -n '/^## Analysis/,$p' "$results"
    else
        echo "## Analysis"
        echo
        echo "_Not written yet: read the tables above and describe where the time goes._"
    fi
} > "$scratch/RESULTS.md"
mv "$scratch/RESULTS.md" "$results"
cp "$scratch/results.json" Benchmarks/results.json
echo "wrote $results and Benchmarks/results.json"
