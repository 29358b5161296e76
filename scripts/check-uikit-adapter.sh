#!/usr/bin/env bash
# Type-checks CoordVizCore's UIKit adapter (compiled only where UIKit exists) against a minimal
# UIKit interface with UIKit's isolation, in Swift 6 mode, so Linux-only changes cannot break it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -swift-version 6 -parse-as-library -emit-module -module-name UIKit \
    "$root/Tests/UIKitAdapterCheck/UIKit.swift" -o "$work/UIKit.swiftmodule"
# The whole module, so the adapter is checked with everything it uses, whatever file that is in.
find "$root/Sources/CoordVizCore" -name '*.swift' -print0 | sort -z \
    | xargs -0 swiftc -swift-version 6 -parse-as-library -typecheck -module-name CoordVizCore -I "$work"
echo "UIKit adapter type-checks against UIKit's interface"
