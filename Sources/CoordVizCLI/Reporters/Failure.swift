import ArgumentParser
import CoordVizFrontend
import CoordVizRender
import CoordVizSpec

/// Turns any error a command meets into its message on standard error and exit status 1 (70
/// when coordviz itself failed, see ``ExitStatus``),
/// so users see one clear sentence per problem (one line per spec diagnostic), never a crash.
enum Failure {
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch {
            lines(of: error).map(prefixed).forEach(StandardError.write)
            throw status(of: error).code
        }
    }

    /// ``ExitStatus/internal`` when coordviz's own machinery failed (its layout process could
    /// not start or answered nonsense), else ``ExitStatus/findings``: the input or the render failed.
    static func status(of error: any Error) -> ExitStatus {
        switch error as? LayoutWorkerError {
        case .unreadableReply, .cannotStart: .internal
        default: .findings
        }
    }

    /// One entry per problem an error carries: every diagnostic of an invalid spec, every
    /// problem of the inputs, else the error's one sentence.
    static func lines(of error: any Error) -> [String] {
        if let error = error as? FrontendError { return error.lines }
        if let error = error as? ConfigurationError { return error.problems }
        if let error = error as? SpecError, case .invalid(let diagnostics) = error { return diagnostics.map(\.description) }
        return ["\(error)"]
    }

    /// Messages that do not start with a location or a severity get `error: ` in front. A
    /// severity after a quote belongs to a quoted value, not to the message.
    static func prefixed(_ message: String) -> String {
        if message.hasPrefix("error:") { return message }
        let severity = [message.range(of: ": error:"), message.range(of: ": warning:")].compactMap { $0 }.min { $0.lowerBound < $1.lowerBound }
        guard let severity, !message[..<severity.lowerBound].contains(where: { $0 == "'" || $0 == "\"" }) else {
            return "error: \(message)"
        }
        return message
    }
}
