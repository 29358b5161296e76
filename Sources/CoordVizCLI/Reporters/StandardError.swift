import CoordVizCore
import Foundation

/// The one diagnostics printer: each call writes one problem as one line on standard error,
/// control characters and line separators made visible and long values cut with an ellipsis
/// (``Escaping/terminal(_:runLimit:lineLimit:)``), so no input can move the cursor, retitle the
/// terminal or forge a line of its own.
enum StandardError {
    static func write(_ problem: String) {
        let line = Escaping.terminal(problem.hasSuffix("\n") ? String(problem.dropLast()) : problem) + "\n"
        // Nowhere left to report a failure to write the report.
        try? FileReplacement.writeAll(Data(line.utf8), to: STDERR_FILENO, shownAs: "standard error")
    }
}
