import Foundation

/// The Markdown a run prints (and `Benchmarks/run.sh` puts into `RESULTS.md`): the run's
/// settings and machine, the main table, where `dot` spends its time, and what went wrong.
struct MarkdownReport {
    let report: Report

    func text() -> String {
        [header(), targetTable(), stageTable(), allViewsTable(), mainTable(), phaseTable(), problems()]
            .filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }

    private func header() -> String {
        let machine = report.machine
        var lines = [
            "Run \(report.date) · seed \(report.seed) · \(report.repetitions) repetitions · engine `\(report.engine)` · time limit \(Format.significant(report.timeLimitSeconds)) s per case and side",
            "",
            "- Machine: \(machine.cpuCount) CPUs (\(machine.cpuModel ?? "unknown CPU")), \(String(format: "%.0f", machine.memoryGiB)) GiB, \(machine.system)",
            "- Load average (1 min): \(load(machine.loadAtStart)) at start, \(load(machine.loadAtEnd)) at end",
            "- Graphviz: `\(machine.dotVersion ?? "dot not found")`; in process: libgvc \(machine.libraryVersion ?? "unknown")",
        ]
        if let startup = machine.dotStartup {
            lines.append("- `dot -Tsvg` on a one-node graph (process start-up, paid by every `dot` run): \(Format.summary(startup))")
        }
        return lines.joined(separator: "\n")
    }

    private func mainTable() -> String {
        var lines = [
            "| coordinators | view | nodes / edges / clusters | diagram | DOT text | in-process layout+SVG | `dot -Tsvg` | in-process ÷ dot |",
            "|---:|---|---:|---:|---:|---:|---:|---:|",
        ]
        for result in report.cases {
            let shape = result.shape.map { "\($0.nodes) / \($0.edges) / \($0.clusters)" } ?? "—"
            let cells = [
                "\(result.coordinators)", result.view, shape,
                Format.summary(result.diagramBuild), Format.summary(result.dotText),
                cell(result.inProcess, problem: result.inProcessProblem), cell(result.dotProgram, problem: result.dotProblem),
                Format.ratio(result.ratio),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("Times are median (minimum) over the timed runs after warm-up; ×n is the number of layout runs. "
            + "*diagram*: `ViewKind.diagram(of:)`; *DOT text*: `GraphvizRenderer.render(_:format: .dot)` "
            + "(validation, DOT text written in Swift by `DOTWriter`); *in-process*: `GraphvizRenderer.render(_:format: .svg)` "
            + "(validation, the DOT text, Graphviz reading it, layout, SVG: what a layout worker does); "
            + "*`dot -Tsvg`*: wall time of the `dot` process on that same DOT text.")
        return lines.joined(separator: "\n")
    }

    // MARK: Targets (issue 10, point 2)

    private func app(_ size: Int) -> AppResult? { report.apps.first { $0.coordinators == size } }
    private func result(_ size: Int, _ view: String) -> CaseResult? { report.cases.first { $0.coordinators == size && $0.view == view } }

    /// coordviz's own work for a view (reading the spec, the view's diagram, its DOT text) and
    /// Graphviz's work (the in-process render less the DOT text: reading it, layout and SVG).
    func ownAndLayout(_ size: Int, _ view: String) -> (own: Double, layout: Double?)? {
        guard let parse = app(size)?.parse, let result = result(size, view), let diagram = result.diagramBuild,
              let text = result.dotText else { return nil }
        let layout = result.inProcess.map { max($0.median - text.median, 0) }
        return (parse.median + diagram.median + text.median, layout)
    }

    private func targetTable() -> String {
        let sizes = report.apps.map(\.coordinators)
        guard !sizes.isEmpty else { return "" }
        var lines = [
            "### Targets",
            "",
            "| target | " + sizes.map { "\($0)" }.joined(separator: " | ") + " |",
            "|---|" + sizes.map { _ in "---:" }.joined(separator: "|") + "|",
        ]
        func mark(_ value: Double?, atMost limit: Double) -> String {
            guard let value else { return "—" }
            return "\(Format.ratio(value)) \(value <= limit ? "✓" : "✗")"
        }
        for view in ["hierarchy", "tabs", "flows"] where report.cases.contains(where: { $0.view == view }) {
            let cells = sizes.map { size -> String in
                guard let (own, layout) = ownAndLayout(size, view) else { return "—" }
                guard let layout, layout > 0 else {
                    // The layout did not finish within the limit: the ratio is at most this.
                    return result(size, view)?.inProcessProblem?.hasPrefix("timed out") == true
                        ? "< \(Format.ratio(own / report.timeLimitSeconds)) ✓ (layout timed out)" : "—"
                }
                return mark(own / layout, atMost: 0.10)
            }
            lines.append("| \(view): own work ÷ layout (≤ 0.10) | " + cells.joined(separator: " | ") + " |")
            // The same own work against `dot`, whose layout starts in a fresh process as the
            // layout worker's does: Graphviz keeps what it leaks, so the in-process layout,
            // repeated in one process, is slower than a worker's and flatters the ratio above.
            let againstDot = sizes.map { size -> String in
                guard let (own, _) = ownAndLayout(size, view), let dot = result(size, view)?.dotProgram else { return "—" }
                return mark(own / dot.median, atMost: 0.10)
            }
            lines.append("| \(view): own work ÷ `dot -Tsvg` (≤ 0.10) | " + againstDot.joined(separator: " | ") + " |")
        }
        for view in ["overview", "deeplinks"] where report.cases.contains(where: { $0.view == view }) {
            let cells = sizes.map { size -> String in
                guard let result = result(size, view), let cli = result.cliRender, let dot = result.dotProgram else { return "—" }
                return mark(cli.median / dot.median, atMost: 1.5)
            }
            lines.append("| \(view): `coordviz render` ÷ `dot -Tsvg` (≤ 1.5) | " + cells.joined(separator: " | ") + " |")
        }
        let validate = sizes.map { size -> String in
            guard let cli = app(size)?.cliValidate, let dot = result(size, "overview")?.dotProgram else { return "—" }
            return mark(cli.median / dot.median, atMost: 1)
        }
        lines.append("| `coordviz validate` ÷ `dot -Tsvg` of the overview (≤ 1) | " + validate.joined(separator: " | ") + " |")
        let introspection = sizes.map { size -> String in
            guard let app = app(size), let mine = app.introspection, let dump = app.dump else { return "—" }
            return mark(mine.median / dump.median, atMost: 0.5)
        }
        lines.append("| introspection ÷ `dump` of the live tree (≤ 0.5) | " + introspection.joined(separator: " | ") + " |")
        let objects = sizes.map { app($0)?.objects.map(String.init) ?? "—" }
        lines.append("| (objects in the live tree) | " + objects.joined(separator: " | ") + " |")
        lines.append("")
        lines.append("Medians of one run. *Own work*: reading the spec (`FlowSpecParser.parse`: YAML, link, every check), "
            + "the view's diagram and its DOT text, in process; *layout*: the in-process render less the DOT text "
            + "(Graphviz reading the text, its layout and SVG). `coordviz render` and `coordviz validate` are whole commands (process start, "
            + "spec, layout worker); `dot -Tsvg` runs on the DOT text of the same view. The in-process layout runs again and again in "
            + "one process, where Graphviz keeps what it leaks, so it is slower than a layout worker's (a fresh process each time): "
            + "*own work ÷ `dot -Tsvg`* is the stricter ratio.")
        return lines.joined(separator: "\n")
    }

    // MARK: Stages and their growth

    private func stageTable() -> String {
        let sizes = report.apps.map(\.coordinators)
        guard !sizes.isEmpty else { return "" }
        var rows: [(String, [Summary?])] = [
            ("spec: read, link, check (in process)", sizes.map { app($0)?.parse }),
            ("`coordviz validate` (whole command)", sizes.map { app($0)?.cliValidate }),
            ("introspection of the live tree", sizes.map { app($0)?.introspection }),
            ("`dump` of the live tree", sizes.map { app($0)?.dump }),
            ("merge of spec and snapshot", sizes.map { app($0)?.merge }),
        ]
        var views: [String] = []
        for result in report.cases where !views.contains(result.view) { views.append(result.view) }
        for view in views {
            rows.append(("\(view): diagram", sizes.map { result($0, view)?.diagramBuild }))
            rows.append(("\(view): cgraph build (the C API; render no longer uses it)", sizes.map { result($0, view)?.graphBuild }))
            rows.append(("\(view): DOT text (`DOTWriter`)", sizes.map { result($0, view)?.dotText }))
            rows.append(("\(view): layout+SVG in process", sizes.map { result($0, view)?.inProcess }))
            rows.append(("\(view): `coordviz render` (whole command)", sizes.map { result($0, view)?.cliRender }))
            rows.append(("\(view): `dot -Tsvg`", sizes.map { result($0, view)?.dotProgram }))
        }
        let steps = zip(sizes, sizes.dropFirst()).map { ($0, $1) }
        var lines = [
            "### Every stage and its growth",
            "",
            "| stage | " + sizes.map { "\($0)" }.joined(separator: " | ") + " | " + steps.map { "exponent \($0)→\($1)" }.joined(separator: " | ") + " |",
            "|---|" + (sizes.map { _ in "---:" } + steps.map { _ in "---:" }).joined(separator: "|") + "|",
        ]
        for (name, summaries) in rows where summaries.contains(where: { $0 != nil }) {
            let times = summaries.map { Format.time($0?.median) }
            let exponents = zip(zip(sizes, summaries), zip(sizes, summaries).dropFirst()).map { first, second -> String in
                guard let a = first.1, let b = second.1,
                      let value = Format.exponent((first.0, a.median), (second.0, b.median)) else { return "—" }
                return String(format: "%.2f", value)
            }
            lines.append("| \(name) | " + (times + exponents).joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("Medians; *exponent* is `log(t₂/t₁) / log(n₂/n₁)` between neighbouring sizes: 1 is linear, 2 quadratic, "
            + "and ×10 coordinators for at most ×12 time is an exponent of at most 1.08. Stages under a millisecond "
            + "move with noise and start-up costs; read the exponents of the larger sizes.")
        return lines.joined(separator: "\n")
    }

    private func allViewsTable() -> String {
        let rows = report.apps.filter { $0.allViews != nil || $0.allViewsProblem != nil }
        guard !rows.isEmpty else { return "" }
        var lines = [
            "### Every view of the app in parallel layout workers",
            "",
            "| coordinators | diagrams | `coordviz render --format html` | `dot -Tsvg` of the flows view | ratio |",
            "|---:|---:|---:|---:|---:|",
        ]
        for app in rows {
            let dot = result(app.coordinators, "flows")?.dotProgram
            let mine = app.allViews.map { Format.time($0.median) } ?? (app.allViewsProblem?.hasPrefix("timed out") == true ? "timed out" : "failed")
            let ratio = app.allViews.flatMap { all in dot.map { all.median / $0.median } }
            lines.append("| \(app.coordinators) | \(app.allViewsDiagrams.map(String.init) ?? "—") | \(mine) | \(Format.summary(dot)) | \(Format.ratio(ratio)) |")
        }
        lines.append("")
        lines.append("One page with every view and every transition's storyboard (`ViewKind.all(of:)`), each diagram laid out "
            + "in a layout worker process, as many at once as the machine has cores; against one `dot` run on the "
            + "full flows graph.")
        return lines.joined(separator: "\n")
    }

    private func cell(_ summary: Summary?, problem: String?) -> String {
        guard let summary else {
            guard let problem else { return "—" }
            return problem.hasPrefix("timed out") ? "timed out" : problem.hasPrefix("crashed") ? "crashed" : "failed"
        }
        return "\(Format.summary(summary)) ×\(summary.count)\(problem == nil ? "" : " ⚠")"
    }

    private func phaseTable() -> String {
        let rows = report.cases.filter { $0.phases != nil }
        guard !rows.isEmpty else { return "" }
        var lines = [
            "Where `dot` spends its time (one `dot -v` run per case, `dot`'s own timers, 10 ms resolution):",
            "",
            "| coordinators | view | wall | rank | mincross | position | splines | render | rest | crossings |",
            "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for result in rows {
            guard let phases = result.phases else { continue }
            let rest = max(0, phases.wall - phases.rank - phases.mincross - phases.position - phases.splines - phases.render)
            let cells = [
                "\(result.coordinators)", result.view, Format.time(phases.wall),
                seconds(phases.rank), seconds(phases.mincross), seconds(phases.position),
                seconds(phases.splines), seconds(phases.render), Format.time(rest),
                phases.crossings.map(String.init) ?? "—",
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("*rest*: start-up, parsing, label sizing (fonts) and everything `dot -v` does not time.")
        return lines.joined(separator: "\n")
    }

    private func problems() -> String {
        var lines: [String] = []
        var differing: [String] = []
        for result in report.cases {
            let name = "\(result.coordinators) coordinators, \(result.view)"
            if let problem = result.inProcessProblem { lines.append("- \(name), in process: \(Self.firstLine(problem))") }
            if let problem = result.dotProblem { lines.append("- \(name), `dot`: \(Self.firstLine(problem))") }
            if let mine = result.inProcessSVGBytes, let theirs = result.dotSVGBytes, mine != theirs {
                differing.append("\(result.coordinators) \(result.view)")
            }
            if let peaks = result.inProcessPeakResidentBytes, peaks.count > 1, let first = peaks.first, let last = peaks.last {
                let perRender = Double(last - first) / Double(peaks.count - 1) / 1_048_576
                if perRender >= 0.5 {
                    lines.append("- \(name), in process: peak memory grew from \(mebibytes(first)) to \(mebibytes(last)) "
                        + "over \(peaks.count) renders, \(String(format: "%.1f", perRender)) MiB a render")
                }
            }
        }
        if !differing.isEmpty {
            lines.append("- The in-process SVG and `dot`'s differ in size for \(differing.joined(separator: ", ")) "
                + "(byte counts in the JSON): the DOT text lists nodes in another order than the graph was built in, "
                + "so `dot` lays the same graph out from another starting order.")
        }
        guard !lines.isEmpty else { return "" }
        return (["Notes:", ""] + lines).joined(separator: "\n")
    }

    /// A message's first line, which is all a table note needs (the JSON has the rest).
    private static func firstLine(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        let first = lines.first.map(String.init) ?? text
        return lines.count > 1 ? first + " …" : first
    }

    private func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
    private func mebibytes(_ bytes: Int) -> String { String(format: "%.0f MiB", Double(bytes) / 1_048_576) }
    private func load(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "unknown" }
}
