#!/usr/bin/env bash
# `make install` into a temporary prefix, then the installed coordviz run from there: its
# version, a render of a sample, its man page and completion scripts; then `make uninstall`
# leaves nothing behind. Uses the debug build `make test` already made (CONFIGURATION=debug),
# so it adds seconds, not a release build; the release path is the same script.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
fail() { echo "check-install: error: $*" >&2; exit 1; }

make --no-print-directory install PREFIX="$prefix" CONFIGURATION="${CONFIGURATION_FOR_CHECK:-debug}" >/dev/null

installed="$prefix/bin/coordviz"
[ -x "$installed" ] || fail "make install did not install $installed"
version="$(cd / && "$installed" --version)"
[[ "$version" =~ ^coordviz\ [0-9.]+\ \(Graphviz\ [0-9] ]] || fail "the installed coordviz --version printed '$version'"

# It renders from anywhere, its layout processes included (they re-run the installed binary).
work="$(mktemp -d)"
trap 'rm -rf "$prefix" "$work"' EXIT
cp Samples/love-story/flow.yaml Output/love-story/snapshot.json "$work/"
(cd "$work" && "$installed" render flow.yaml snapshot.json --view flows -o flows.svg)
grep -q "<svg" "$work/flows.svg" || fail "the installed coordviz wrote no SVG"

man_page="$prefix/share/man/man1/coordviz.1"
[ -s "$man_page" ] || fail "no man page at $man_page"
grep -q "coordviz" "$man_page" && grep -q "render" "$man_page" || fail "the man page does not describe coordviz render"
if command -v mandoc >/dev/null; then mandoc -T lint -W error "$man_page" >/dev/null || fail "mandoc finds errors in the man page"; fi

bash_completion="$prefix/share/bash-completion/completions/coordviz"
bash -n "$bash_completion" || fail "the bash completion script does not parse"
# The completion function completes the subcommands after `coordviz `.
completions="$(bash -c 'source "$1"; COMP_WORDS=(coordviz re); COMP_CWORD=1; COMP_LINE="coordviz re"; COMP_POINT=${#COMP_LINE}; _coordviz; printf "%s\n" "${COMPREPLY[@]}"' _ "$bash_completion")"
grep -qx "render" <<< "$completions" || fail "bash completion of 'coordviz re' offered: $completions"
grep -q "#compdef coordviz" "$prefix/share/zsh/site-functions/_coordviz" || fail "no zsh completion"
grep -q "^complete -c .coordviz" "$prefix/share/fish/vendor_completions.d/coordviz.fish" || fail "no fish completion"
if command -v zsh >/dev/null; then zsh -n "$prefix/share/zsh/site-functions/_coordviz" || fail "the zsh completion script does not parse"; fi
if command -v fish >/dev/null; then fish -n "$prefix/share/fish/vendor_completions.d/coordviz.fish" || fail "the fish completion script does not parse"; fi

make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
left="$(find "$prefix" -type f)"
[ -z "$left" ] || fail "make uninstall left: $left"
echo "check-install: make install and uninstall under a temporary prefix: ok"
