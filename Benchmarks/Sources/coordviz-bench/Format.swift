import Foundation

/// Numbers as the reports print them.
enum Format {
    /// `412 µs`, `3.18 ms`, `41.2 ms`, `1.84 s`: three significant figures.
    static func time(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-3: return "\(significant(seconds * 1e6)) µs"
        case ..<1: return "\(significant(seconds * 1e3)) ms"
        default: return "\(significant(seconds)) s"
        }
    }

    /// A time, or `—` for none.
    static func time(_ seconds: Double?) -> String {
        seconds.map { time($0) } ?? "—"
    }

    /// `41.2 ms (40.8)`: median, then minimum in the median's unit.
    static func summary(_ summary: Summary?) -> String {
        guard let summary else { return "—" }
        let median = time(summary.median)
        let unit = median.split(separator: " ").last.map(String.init) ?? ""
        let scale = unit == "µs" ? 1e6 : unit == "ms" ? 1e3 : 1
        return "\(median) (\(significant(summary.min * scale)))"
    }

    static func ratio(_ value: Double?) -> String {
        guard let value else { return "—" }
        return String(format: value < 10 ? "%.2f" : "%.0f", value)
    }

    static func limit(_ duration: Duration) -> String {
        "\(significant(Timing.seconds(duration))) s"
    }

    static func significant(_ value: Double) -> String {
        switch value {
        case 100...: String(format: "%.0f", value)
        case 10...: String(format: "%.1f", value)
        default: String(format: "%.2f", value)
        }
    }

    /// One line of progress on standard error when a case is done.
    static func progressLine(_ result: CaseResult) -> String {
        var line = "  \(result.coordinators) coordinators, \(result.view): in process \(summary(result.inProcess))"
        line += ", dot \(summary(result.dotProgram)), ratio \(ratio(result.ratio))"
        for problem in [result.inProcessProblem, result.dotProblem].compactMap({ $0 }) {
            line += " — " + (problem.split(separator: "\n").first.map(String.init) ?? problem)
        }
        return line
    }

    /// One line of progress when an app's own stages are measured.
    static func progressLine(_ app: AppResult) -> String {
        var line = "  \(app.coordinators) coordinators: spec \(summary(app.parse)), introspection \(summary(app.introspection))"
        line += ", dump \(summary(app.dump)), merge \(summary(app.merge)), coordviz validate \(summary(app.cliValidate))"
        if let problem = app.problem ?? app.cliValidateProblem { line += " — " + (problem.split(separator: "\n").first.map(String.init) ?? problem) }
        return line
    }

    /// The growth exponent between two sizes: `log(t₂/t₁) / log(n₂/n₁)` (1 is linear, 2 quadratic).
    static func exponent(_ first: (size: Int, seconds: Double), _ second: (size: Int, seconds: Double)) -> Double? {
        guard first.size > 0, second.size > first.size, first.seconds > 0, second.seconds > 0 else { return nil }
        return log(second.seconds / first.seconds) / log(Double(second.size) / Double(first.size))
    }
}
