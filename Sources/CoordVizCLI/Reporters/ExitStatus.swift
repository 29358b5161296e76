import ArgumentParser

/// The one table of exit statuses every command uses, printed in `coordviz --help` and the README.
enum ExitStatus: Int32, CaseIterable {
    /// Everything asked for was done.
    case ok = 0
    /// Findings (`review`, `compare`, `validate --strict`), invalid input, or a render that failed.
    case findings = 1
    /// Bad usage: an unknown command, option or value, a `--view`, `--tab`, `--root`, `--focus`
    /// or `--flow` naming nothing in the model, missing inputs, or options that contradict each other.
    case usage = 64
    /// coordviz itself failed: its layout process could not be started or answered nonsense.
    case `internal` = 70

    /// What the status means: one line of the help table, which must fit in 80 columns.
    var meaning: String {
        switch self {
        case .ok: "success"
        case .findings: "findings (review, compare, --strict), invalid input, a failed render"
        case .usage: "bad usage: unknown command, option, value or name; contradicting options"
        case .internal: "internal error: coordviz could not run its own layout process"
        }
    }

    /// The table as the help shows it.
    static var table: String {
        allCases.map { "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.meaning)" }
            .joined(separator: "\n")
    }

    var code: ExitCode { ExitCode(rawValue) }
}
