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
    if ! command -v apt-get >/dev/null; then
        echo "error: ${missing[*]} not found; install them to check their completion scripts, and retry" >&2
        exit 1
    fi
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "Installing ${missing[*]} (to run coordviz's completion scripts)…"
    $sudo apt-get update -qq || echo "warning: apt-get update failed; trying the package lists there are" >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
python3 scripts/check_completion.py "$bin/coordviz"
