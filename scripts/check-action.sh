#!/usr/bin/env bash
# Runs the reusable GitHub action (action.yml) the way a runner would, as far as this machine
# can: each `run` step of the composite action in order, with the runner's variables pointing at
# temporary files (steps that `uses:` another action, the cache, are skipped), then checks that
# `coordviz` is on the PATH the action exported. CONFIGURATION=debug reuses the test build.
set -euo pipefail
cd "$(dirname "$0")/.."

runner="$(mktemp -d)"
trap 'rm -rf "$runner"' EXIT
fail() { echo "check-action: error: $*" >&2; exit 1; }
if ! python3 -c "import yaml" 2>/dev/null; then
    python3 -m pip install --quiet pyyaml
fi

python3 - action.yml "$runner/steps" <<'PY'
import os, sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
assert action["runs"]["using"] == "composite", "action.yml must be a composite action"
os.makedirs(sys.argv[2])
for index, step in enumerate(action["runs"]["steps"]):
    if "run" not in step:
        continue
    assert step.get("shell") == "bash", f"step {step.get('name')} needs shell: bash"
    env = {k: v.replace("${{ inputs.prefix }}", "") for k, v in step.get("env", {}).items()}
    with open(os.path.join(sys.argv[2], f"{index:02d}.sh"), "w") as script:
        script.write("set -eo pipefail\n")
        script.writelines(f"export {k}='{v}'\n" for k, v in env.items())
        script.write(step["run"])
PY

export GITHUB_ACTION_PATH="$(pwd)" RUNNER_TEMP="$runner/temp" GITHUB_PATH="$runner/path" GITHUB_OUTPUT="$runner/output"
export CONFIGURATION="${CONFIGURATION_FOR_CHECK:-debug}"
mkdir -p "$RUNNER_TEMP"
for step in "$runner"/steps/*.sh; do
    bash "$step" > "$runner/step.log" 2>&1 || { cat "$runner/step.log" >&2; fail "step $(basename "$step") of action.yml failed"; }
done

bin="$(cat "$GITHUB_PATH")"
[ "$bin" = "$RUNNER_TEMP/coordviz/bin" ] || fail "the action put '$bin' on PATH"
grep -qx "path=$RUNNER_TEMP/coordviz/bin/coordviz" "$GITHUB_OUTPUT" || fail "the action's path output is wrong: $(cat "$GITHUB_OUTPUT")"
PATH="$bin:$PATH" coordviz validate Samples/love-story/flow.yaml >/dev/null || fail "coordviz from the action's PATH does not run"
echo "check-action: the composite action installs Graphviz and coordviz and puts it on PATH: ok"
