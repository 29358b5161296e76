import Foundation

/// The Markdown a run prints (and `Benchmarks/run.sh` puts into `RESULTS.md`): the run's
/// settings and machine, the main table, where `dot` spends its time, and what went wrong.
struct MarkdownReport {
    let report: Report

    func text() -> String {
        [header(), mainTable(), phaseTable(), problems()].filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
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
            + "(validation, cgraph build, `agwrite`); *in-process*: `GraphvizRenderer.render(_:format: .svg)` "
            + "(validation, cgraph build, layout, SVG); *`dot -Tsvg`*: wall time of the `dot` process on that same DOT text.")
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
