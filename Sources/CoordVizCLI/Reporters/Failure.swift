import ArgumentParser

/// Turns any error a command meets into its message on standard error and exit status 1,
/// so users see one clear sentence (or one line per spec diagnostic), never a crash.
enum Failure {
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch let error as any CustomStringConvertible {
            StandardError.write(Self.prefixed(error.description))
            throw ExitCode.failure
        } catch {
            StandardError.write("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// Messages that do not start with a location or a severity get `error: ` in front.
    static func prefixed(_ message: String) -> String {
        message.hasPrefix("error:") || message.contains(": error:") || message.contains(": warning:") ? message : "error: \(message)"
    }
}
