#!/usr/bin/env bash
# Installs what coordviz needs to build and render: Graphviz's C library and headers.
# Debian/Ubuntu: libgraphviz-dev (apt-get); macOS: graphviz and pkgconf (Homebrew).
set -euo pipefail

if pkg-config --exists libgvc 2>/dev/null; then
    exit 0
fi

case "$(uname -s)" in
Linux)
    if ! command -v apt-get >/dev/null; then
        echo "error: libgvc was not found and this is not a Debian-like system; install Graphviz's development package (headers and pkg-config file) and retry" >&2
        exit 1
    fi
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "Installing libgraphviz-dev (Graphviz C library and headers)…"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libgraphviz-dev pkg-config fonts-dejavu-core >/dev/null
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
