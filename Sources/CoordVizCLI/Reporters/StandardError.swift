import CoordVizCore
import Foundation

/// The one diagnostics printer: each call writes one problem as one line on standard error,
/// control characters and line separators made visible and long values cut with an ellipsis
/// (``Escaping/terminal(_:runLimit:lineLimit:)``), so no input can move the cursor, retitle the
/// terminal or forge a line of its own. `--quiet` keeps only errors; `--color` colours the
/// severity word (``SeverityWord``).
enum StandardError {
    /// What `--quiet` and `--color` ask for (``GlobalOptions/apply(to:)``).
    struct Style {
        var quiet: Bool
        var colored: Bool
    }

    nonisolated(unsafe) static var style = Style(quiet: false, colored: false)

    static func write(_ problem: String) {
        let line = Escaping.terminal(problem.hasSuffix("\n") ? String(problem.dropLast()) : problem)
        let severity = SeverityWord(in: line)
        if style.quiet, severity?.severity != .error { return }
        let shown = style.colored ? severity.map { $0.colored(line) } ?? line : line
        // Nowhere left to report a failure to write the report.
        try? FileReplacement.writeAll(Data((shown + "\n").utf8), to: STDERR_FILENO, shownAs: "standard error")
    }
}
