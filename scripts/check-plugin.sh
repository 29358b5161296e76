#!/usr/bin/env bash
# The SwiftPM command plugin, through `swift package`, on Tests/PluginFixture: a package that
# depends on coordviz by path, as an app's package would. The fixture is copied to a temporary
# folder (pointing its dependency back at this checkout); its build folder is kept in
# .build/plugin-fixture, so only the first run builds coordviz for the plugin.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
repository="$(pwd)"

fixture="$(mktemp -d)"
trap 'rm -rf "$fixture"' EXIT
fail() { echo "check-plugin: error: $*" >&2; exit 1; }

cp -R Tests/PluginFixture/. "$fixture/"
sed -i.orig "s|path: \"../..\"|path: \"$repository\"|" "$fixture/Package.swift" && rm -f "$fixture/Package.swift.orig"
grep -q "path: \"$repository\"" "$fixture/Package.swift" || fail "could not point the fixture at $repository"

run() {
    "$SWIFT" package --package-path "$fixture" --scratch-path "$repository/.build/plugin-fixture" \
        --allow-writing-to-package-directory coordviz "$@"
}

echo "check-plugin: building coordviz for the plugin (the first run takes minutes)…"
# Render into the package folder: the plugin runs coordviz there, with the write permission.
run render Architecture/flow.yaml --view tabs -o Architecture/tabs.svg > "$fixture/render.log" 2>&1 \
    || { cat "$fixture/render.log" >&2; fail "swift package coordviz render failed"; }
grep -q "<svg" "$fixture/Architecture/tabs.svg" || fail "swift package coordviz render wrote no SVG into the package"
grep -q "CatalogViewController" "$fixture/Architecture/tabs.svg" || fail "the plugin's SVG does not show the fixture's stack"

# Review: findings reach the user, and coordviz's failure fails the command.
run review Architecture/flow.yaml --reporter json -o Architecture/review.json > "$fixture/review.log" 2>&1 || true
grep -q '"findings"' "$fixture/Architecture/review.json" || { cat "$fixture/review.log" >&2; fail "swift package coordviz review wrote no report"; }

if run rendr Architecture/flow.yaml > "$fixture/usage.log" 2>&1; then
    fail "a mistyped command succeeded through the plugin"
fi
grep -q "did you mean 'render'" "$fixture/usage.log" || { cat "$fixture/usage.log" >&2; fail "the plugin hid coordviz's message"; }
echo "check-plugin: swift package coordviz render, review and a usage error on the fixture package: ok"
