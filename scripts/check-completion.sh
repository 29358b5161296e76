#!/usr/bin/env bash
# Runs coordviz's generated bash, zsh and fish completion scripts for real: each shell runs
# interactively in a pseudo-terminal, a partial command line is typed, Tab pressed, and the
# names the shell offers are checked (subcommands, input files, views with flow:<id> read from
# the spec on the line, tab titles, screens, transitions, coordinators, layouts, themes).
# Installs zsh and fish when missing (apt-get).
# Usage: scripts/check-completion.sh BIN_DIR
set -euo pipefail
bin=${1:?usage: check-completion.sh BIN_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

missing=()
for shell in zsh fish; do command -v "$shell" >/dev/null || missing+=("$shell"); done
if [ ${#missing[@]} -gt 0 ]; then
    scripts/apt-install.sh "to run coordviz's completion scripts" "${missing[@]}"
fi
python3 scripts/check_completion.py "$bin/coordviz"
