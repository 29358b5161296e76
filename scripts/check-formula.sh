#!/usr/bin/env bash
# Runs Formula/coordviz.rb's install and test blocks here (scripts/formula-harness.rb stands in
# for Homebrew; Ruby is installed with apt-get when missing) into a temporary prefix, checks what
# they installed, and checks that the package has the executable product Mint builds.
#   scripts/check-formula.sh            # the formula as written: a release build
#   scripts/check-formula.sh --debug    # the same steps on the debug build (make test)
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-formula: error: $*" >&2; exit 1; }

if [ "${1:-}" = "--debug" ]; then export FORMULA_CONFIGURATION=debug; fi
if ! command -v ruby >/dev/null; then
    command -v apt-get >/dev/null || fail "Ruby is missing; install it and retry"
    sudo=""; if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends ruby >/dev/null
fi

# Mint installs the package's executable products: coordviz must be one.
swift package dump-package | python3 -c '
import json, sys
products = json.load(sys.stdin)["products"]
assert any(p["name"] == "coordviz" and "executable" in p["type"] for p in products), "no executable product coordviz"
' || fail "Mint needs an executable product named coordviz in Package.swift"

prefix="$(mktemp -d)"
trap 'rm -rf "$prefix" coordviz.1' EXIT  # the formula writes its man page into the build folder
ruby scripts/formula-harness.rb Formula/coordviz.rb "$prefix" > "$prefix.log" 2>&1 || { cat "$prefix.log" >&2; rm -f "$prefix.log"; fail "the formula's install or test failed"; }
rm -f "$prefix.log"
for file in bin/coordviz share/man/man1/coordviz.1 etc/bash_completion.d/coordviz share/zsh/site-functions/_coordviz share/fish/vendor_completions.d/coordviz.fish; do
    [ -s "$prefix/$file" ] || fail "the formula did not install $file"
done
echo "check-formula: the Homebrew formula's install and test steps ($([ -n "${FORMULA_CONFIGURATION:-}" ] && echo debug || echo release)) and Mint's executable product: ok"
