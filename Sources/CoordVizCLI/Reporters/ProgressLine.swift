import CoordVizCore
import Foundation

/// A progress line on standard error, `laid out 12 of 40 layouts`, rewritten in place, shown
/// only when standard error is a terminal and the work is long enough to wait for.
enum ProgressLine {
    /// A progress callback for `noun`s, or `nil` when standard error is not a terminal.
    static func forTerminal(noun: String, minimumTotal: Int = 8) -> (@Sendable (Int, Int) -> Void)? {
        guard isatty(STDERR_FILENO) == 1, !StandardError.style.quiet else { return nil }
        return { done, total in
            guard total >= minimumTotal else { return }
            let text = done == total ? "\r\u{1B}[K" : "\r\(done) of \(total) \(noun)s done\u{1B}[K"
            try? FileReplacement.writeAll(Data(text.utf8), to: STDERR_FILENO, shownAs: "standard error")
        }
    }
}
