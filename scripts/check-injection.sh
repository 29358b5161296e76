#!/usr/bin/env bash
# Renders the hostile-string corpus (Tests/HostileInputs/hostile-spec.json, and the love-story
# snapshot with its coordinators renamed to hostile strings) in every view and every format, and
# parses each output with a real parser: SVG with python3's xml.etree, DOT with Graphviz's `dot`,
# JSON with python3's json, the HTML page with python3's html.parser, Mermaid by its statement
# structure (scripts/check-html.sh also parses the corpus's Mermaid with Mermaid itself).
# Installs Graphviz's `dot` with apt-get when missing.
# Usage: scripts/check-injection.sh BIN_DIR
set -euo pipefail
bin=${1:?usage: check-injection.sh BIN_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)

command -v python3 >/dev/null || { echo "error: python3 is needed for the injection checks; install it (apt-get install python3)" >&2; exit 1; }
if ! command -v dot >/dev/null; then
    "$root/scripts/apt-install.sh" "the dot program, to read back the DOT coordviz writes" graphviz
fi

cd "$root"
python3 scripts/check_injection.py "$bin/coordviz"
