#!/usr/bin/env bash
# Installs what coordviz needs to build and render: Graphviz's C library and headers.
# Debian/Ubuntu: libgraphviz-dev (apt-get); macOS: graphviz and pkgconf (Homebrew).
set -euo pipefail

if pkg-config --exists libgvc 2>/dev/null; then
    exit 0
fi

case "$(uname -s)" in
Linux)
    "$(dirname "$0")/apt-install.sh" "Graphviz C library and headers" libgraphviz-dev pkg-config fonts-dejavu-core
    ;;
Darwin)
    if ! command -v brew >/dev/null; then
        echo "error: libgvc was not found; install Homebrew, then run 'brew install graphviz pkgconf'" >&2
        exit 1
    fi
    brew install graphviz pkgconf
    ;;
*)
    echo "error: libgvc was not found; install Graphviz with its development files for your system" >&2
    exit 1
    ;;
esac

pkg-config --exists libgvc || { echo "error: libgvc is still missing after the install; check the package manager's output" >&2; exit 1; }
