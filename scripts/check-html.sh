#!/usr/bin/env bash
# Checks what coordviz writes for browsers, in headless Chromium, as a person would use it:
# every sample's HTML page (each view drawn; a real click on a node highlights its transitions;
# search; zoom) and every view as Mermaid (parsed and rendered by Mermaid itself), the
# hostile-string corpus (Tests/HostileInputs) included, and every ```mermaid block of every
# sample's `coordviz docs` pages.
# Screenshots land in SHOTS_DIR (default .build/check-html/screenshots) to look at.
# Installs what it needs when missing: Debian's `chromium` (apt-get), and Mermaid's own
# mermaid.min.js from the PyPI wheel `artoo-mermaid` (pinned, checksum verified).
# Usage: scripts/check-html.sh BIN_DIR [SHOTS_DIR]
set -euo pipefail
bin=${1:?usage: check-html.sh BIN_DIR [SHOTS_DIR]}
root=$(cd "$(dirname "$0")/.." && pwd)
cache="$root/.build/check-html"
shots=${2:-$cache/screenshots}
mermaid_version=11.16.0
mermaid_sha256=74d7c46dabca328c2294733910a8aa1ed0c37451776e8d5295da38a2b758fb9b

command -v python3 >/dev/null || { echo "error: python3 is needed to drive Chromium; install it (apt-get install python3)" >&2; exit 1; }

chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
    "$(dirname "$0")/apt-install.sh" "headless browser for the HTML checks" chromium fonts-dejavu-core
    chromium=$(command -v chromium)
fi

mermaid="$cache/mermaid-$mermaid_version.min.js"
if ! echo "$mermaid_sha256  $mermaid" | sha256sum -c --status 2>/dev/null; then
    echo "Fetching Mermaid $mermaid_version (PyPI: artoo-mermaid)…"
    mkdir -p "$cache/wheel"
    python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.12 \
        --dest "$cache/wheel" "artoo-mermaid==$mermaid_version"
    python3 - "$cache/wheel" "$mermaid" <<'PY'
import pathlib, sys, zipfile
wheel = next(pathlib.Path(sys.argv[1]).glob("artoo_mermaid-*.whl"))
with zipfile.ZipFile(wheel) as archive:
    pathlib.Path(sys.argv[2]).write_bytes(archive.read("artoo_mermaid/assets/mermaid.min.js"))
PY
    echo "$mermaid_sha256  $mermaid" | sha256sum -c --status || { echo "error: $mermaid does not have the expected checksum" >&2; exit 1; }
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/sample-snapshots" "$work" >/dev/null
pages=()
mermaid_files=()
cd "$root"
for spec in Samples/*/flow.yaml; do
    sample=$(basename "$(dirname "$spec")")
    inputs=("$spec" "$work/$sample/snapshot.json")
    "$bin/coordviz" render "${inputs[@]}" --format html -o "$work/$sample/index.html"
    pages+=("$work/$sample/index.html")
    while read -r view; do
        "$bin/coordviz" render "${inputs[@]}" --view "$view" --format mermaid -o "$work/$sample/${view/:/-}.mmd"
        mermaid_files+=("$work/$sample/${view/:/-}.mmd")
    done < <(scripts/sample-views.sh "$spec")
    # The docs folder's Mermaid blocks, each as a file of its own: GitHub renders them in place.
    "$bin/coordviz" docs "${inputs[@]}" -o "$work/$sample/docs"
    while read -r block; do mermaid_files+=("$block"); done < <(python3 scripts/extract_mermaid.py "$work/$sample/docs" "$work/$sample/docs-mermaid")
done
# The hostile-string corpus as Mermaid: its names must parse as labels, never as statements.
mkdir -p "$work/hostile"
for view in overview hierarchy tabs flows deeplinks flow:open-esc flow:cross-tab; do
    "$bin/coordviz" render Tests/HostileInputs/hostile-spec.json --view "$view" --format mermaid -o "$work/hostile/${view/:/-}.mmd"
    mermaid_files+=("$work/hostile/${view/:/-}.mmd")
done
"$bin/coordviz" docs Tests/HostileInputs/hostile-spec.json -o "$work/hostile/docs"
while read -r block; do mermaid_files+=("$block"); done < <(python3 scripts/extract_mermaid.py "$work/hostile/docs" "$work/hostile/docs-mermaid")
echo "screenshots go to $shots"
python3 scripts/check_html.py "$chromium" "$mermaid" "$shots" "${pages[@]}" -- "${mermaid_files[@]}"
