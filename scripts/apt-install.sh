#!/usr/bin/env bash
# Installs Debian packages a check needs, or says what to install where apt-get is missing.
# Usage: scripts/apt-install.sh "WHY (shown while installing)" PACKAGE...
set -euo pipefail
why=${1:?usage: apt-install.sh WHY PACKAGE...}
shift
if ! command -v apt-get >/dev/null; then
    echo "error: $* not found and this system has no apt-get; install them ($why) and retry" >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing $* ($why)…"
$sudo apt-get update -qq || echo "warning: apt-get update failed; trying the package lists there are" >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
