import ArgumentParser
import CoordVizCore
import Foundation

/// Prints what ArgumentParser reports (help, usage errors) in coordviz's own form: help on
/// standard output, errors on standard error starting with `error:` like every other message,
/// and the exit status from ``ExitStatus``.
enum UsageError {
    /// Prints `error` as `command` would and ends the process with its status.
    static func exit(_ error: any Error, of command: any ParsableCommand.Type) -> Never {
        let status = command.exitCode(for: error)
        let text = command.fullMessage(for: error)
        if status == .success {
            if !text.isEmpty { print(text) }
            Foundation.exit(ExitStatus.ok.rawValue)
        }
        if !text.isEmpty { writeError(text) }
        Foundation.exit(status.rawValue)
    }

    /// Writes an error and the usage lines after it: the first line as one problem (escaped,
    /// `error:` in lower case), the usage lines as they are.
    static func writeError(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = lines.removeFirst()
        StandardError.write(first.hasPrefix("Error: ") ? "error: " + first.dropFirst("Error: ".count) : Failure.prefixed(first))
        let rest = lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
        if !rest.isEmpty {
            try? FileReplacement.writeAll(Data((rest + "\n").utf8), to: STDERR_FILENO, shownAs: "standard error")
        }
    }
}
