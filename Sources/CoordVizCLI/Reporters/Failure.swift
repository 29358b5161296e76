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
    /// not start or answered nonsense), ``ExitStatus/usage`` for a name the model lacks or a
    /// ``CLIError/usage(_:)``, else ``ExitStatus/findings``: the input or the render failed.
    static func status(of error: any Error) -> ExitStatus {
        if let error = error as? CLIError { return error.status }
        // A --tab, --root, --focus or --flow (or flow:<id>) naming nothing is mistyped usage,
        // exactly like an unknown view.
        if case .notInModel? = error as? RenderError { return .usage }
        switch error as? LayoutWorkerError {
        case .unreadableReply, .cannotStart: return .internal
        default: return .findings
        }
    }

    /// One entry per problem an error carries: every diagnostic of an invalid spec, every
    /// problem of the inputs, else the error's one sentence.
    static func lines(of error: any Error) -> [String] {
        if let error = error as? FrontendError { return error.lines }
        if let error = error as? ConfigurationError { return error.problems }
        if let error = error as? SpecError, case .invalid(let diagnostics) = error { return diagnostics.map(\.description) }
        if let error = error as? RenderError, case .notInModel(let kind, let name, let available) = error,
           let suggestion = Suggestion.closest(to: name, among: available) {
            return ["There is no \(kind) '\(name)' in the model; did you mean '\(suggestion)'? \(kind)s: \(available.joined(separator: ", "))"]
        }
        return ["\(error)"]
    }

    /// Messages that do not start with a location or a severity get `error: ` in front.
    static func prefixed(_ message: String) -> String {
        SeverityWord(in: message) == nil ? "error: \(message)" : message
    }
}
