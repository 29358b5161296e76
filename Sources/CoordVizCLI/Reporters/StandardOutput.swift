import CoordVizCore
import Foundation

/// Writes to standard output and checks every write: a full disk, a closed pipe or a closed
/// stream becomes ``CLIError/cannotWriteStandardOutput(_:)`` (one sentence, exit 1), never a
/// trap or a silent exit 0.
enum StandardOutput {
    /// Writes `bytes` as they are (a rendered diagram).
    static func write(_ bytes: Data) throws(CLIError) {
        guard !ProcessSetup.standardOutputWasClosed else { throw .cannotWriteStandardOutput("it is closed") }
        do {
            try FileReplacement.writeAll(bytes, to: STDOUT_FILENO, shownAs: "standard output")
        } catch {
            if case .failed(_, let reason) = error { throw .cannotWriteStandardOutput(reason) }
            throw .cannotWriteStandardOutput(error.description)
        }
    }

    /// Writes one line of a report: control characters made visible and long values cut
    /// (``Escaping/terminal(_:runLimit:lineLimit:)``), so no input can act on the terminal.
    static func writeLine(_ line: String) throws(CLIError) {
        try write(Data((Escaping.terminal(line) + "\n").utf8))
    }
}
