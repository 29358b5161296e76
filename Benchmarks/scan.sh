#!/usr/bin/env bash
# Times `coordviz scan` on a generated app of N Swift files (default 500: coordinators, each with
# its screens, children and a tab bar at the root) against the Swift compiler parsing the same
# files once (`swiftc -parse`, no type checking: the least any build does with them).
# Usage: Benchmarks/scan.sh [FILES] [REPETITIONS]      e.g. Benchmarks/scan.sh 500 5
#   CONFIG=debug Benchmarks/scan.sh times the debug build instead of the release one.
#   FOLDER=path/to/Sources Benchmarks/scan.sh 0 3 times a real code base instead of the generated
#   app: every Swift file under the folder, copied flat under unique names (the compiler refuses
#   two files of one name in one invocation), e.g. FOLDER=.build/checkouts/swift-syntax/Sources.
# Prints one Markdown table row per side; the numbers in RESULTS.md's "Scan" section come from it.
set -euo pipefail
files=${1:-500}
repetitions=${2:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
config=${CONFIG:-release}
swift build -c "$config" --product coordviz >/dev/null
bin=$(swift build -c "$config" --show-bin-path)
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT

if [ -n "${FOLDER:-}" ]; then
    number=0
    while IFS= read -r source; do
        number=$((number + 1))
        cp "$source" "$app/$number-$(basename "$source")"
    done < <(find "$FOLDER" -name '*.swift' | sort)
else
# The app: one coordinator per 5 files, each holding 4 screens that push each other; every tenth
# coordinator is a child of the one before it, the first ten are the root's tabs.
python3 - "$app" "$files" <<'PY'
import os, sys
out, total = sys.argv[1], int(sys.argv[2])
coordinators = max(2, total // 5)
os.makedirs(f"{out}/Coordinators", exist_ok=True)
os.makedirs(f"{out}/Screens", exist_ok=True)
with open(f"{out}/Coordinators/Coordinator.swift", "w") as f:
    f.write("import UIKit\n\nprotocol Coordinator: AnyObject {\n    var childCoordinators: [Coordinator] { get set }\n    func start()\n}\n")
written = 1
tabs = list(range(1, min(coordinators, 11)))
root = ["import UIKit\n", "final class AppCoordinator: Coordinator {",
        "    var childCoordinators: [Coordinator] = []", "    let tabBarController = UITabBarController()", "",
        "    func start() {"]
for t in tabs:
    root.append(f"        let flow{t} = Flow{t}Coordinator()")
    root.append(f"        flow{t}.start()")
    root.append(f"        childCoordinators.append(flow{t})")
    root.append(f"        flow{t}.navigationController.tabBarItem = UITabBarItem(title: \"Flow {t}\", image: nil, tag: {t})")
root.append("        tabBarController.viewControllers = [" + ", ".join(f"flow{t}.navigationController" for t in tabs) + "]")
root += ["    }", "", "    func select(_ index: Int) {", "        tabBarController.selectedIndex = index", "    }", "}", ""]
open(f"{out}/Coordinators/AppCoordinator.swift", "w").write("\n".join(root))
written += 1
c = 1
while written < total and c < coordinators:
    name = f"Flow{c}Coordinator"
    lines = ["import UIKit\n", f"final class {name}: Coordinator {{", "    var childCoordinators: [Coordinator] = []",
             "    let navigationController = UINavigationController()", "    weak var parentCoordinator: Coordinator?", "",
             "    func start() {", f"        let screen = Flow{c}Screen0ViewController()", "        screen.coordinator = self",
             "        navigationController.pushViewController(screen, animated: false)", "    }"]
    for s in range(1, 4):
        lines += ["", f"    func showScreen{s}() {{", f"        let screen = Flow{c}Screen{s}ViewController()", "        screen.coordinator = self",
                  "        navigationController.pushViewController(screen, animated: true)", "    }"]
    if c + 1 < coordinators and (c + 1) % 10 == 0:
        lines += ["", "    func startChild() {", f"        let child = Flow{c + 1}Coordinator()", "        child.parentCoordinator = self",
                  "        childCoordinators.append(child)", "        child.start()", "    }"]
    lines += ["}", ""]
    open(f"{out}/Coordinators/{name}.swift", "w").write("\n".join(lines))
    written += 1
    for s in range(4):
        if written >= total:
            break
        action = f"        coordinator?.showScreen{s + 1}()" if s < 3 else "        coordinator?.navigationController.popToRootViewController(animated: true)"
        screen = ["import UIKit\n", f"final class Flow{c}Screen{s}ViewController: UIViewController {{", f"    weak var coordinator: {name}?", "",
                  "    override func viewDidLoad() {", "        super.viewDidLoad()", f"        title = \"Flow {c} screen {s}\"", "    }", "",
                  "    @objc func nextTapped() {", action, "    }", "}", ""]
        open(f"{out}/Screens/Flow{c}Screen{s}ViewController.swift", "w").write("\n".join(screen))
        written += 1
    c += 1
PY
fi
count=$(find "$app" -name '*.swift' | wc -l | tr -d ' ')
lines=$(find "$app" -name '*.swift' -exec cat {} + | wc -l | tr -d ' ')

# Median wall time of REPETITIONS runs of a command, in seconds.
median() {
    local times=()
    for _ in $(seq "$repetitions"); do
        local start end
        start=$(date +%s.%N)
        "$@" >/dev/null 2>&1 || { echo "error: '$*' failed" >&2; exit 1; }
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

mapfile -t sources < <(find "$app" -name '*.swift' | sort)
cores=$(getconf _NPROCESSORS_ONLN)
scan=$(median "$bin/coordviz" scan "$app" --all-files --format yaml -o /dev/null)
# As a build runs the compiler: batch mode, one job per core.
parse=$(median swiftc -parse -enable-batch-mode -j "$cores" "${sources[@]}")
echo "| Swift files | lines | \`coordviz scan\` ($config, $cores cores) | \`swiftc -parse\` of the same files | scan ÷ parse |"
echo "|---:|---:|---:|---:|---:|"
echo "| $count | $lines | $(printf '%.2f' "$scan") s | $(printf '%.2f' "$parse") s | $(printf '%.3f' "$(echo "scale=4; $scan / $parse" | bc)") |"
