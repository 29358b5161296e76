#!/usr/bin/env bash
# Prints, one a line, every view `make demo` renders for a sample's flow spec: the fixed views,
# then one storyboard (flow:<id>) per transition listed under `transitions:`.
# Usage: scripts/sample-views.sh Samples/<sample>/flow.yaml
set -euo pipefail
spec=${1:?usage: sample-views.sh FLOW_SPEC}
printf '%s\n' overview hierarchy tabs flows deeplinks
sed -n '/^transitions:/,/^[^ #]/p' "$spec" | sed -n 's/^ *- *{\{0,1\} *id: *\([^ ,}#]*\).*/flow:\1/p'
