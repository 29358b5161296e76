/// Errors of the command line itself; input and output-folder errors are ``FrontendError``s.
/// Each message is one sentence saying what to do.
enum CLIError: Error, CustomStringConvertible {
    case cannotWriteStandardOutput(String)
    case formatNeeded(String)
    /// Arguments that cannot work together or are missing, found once the command runs (exit 64).
    case usage(String)
    /// An input that does not exist, with the file beside it its name was probably meant to be.
    case mistypedInput(String, meant: String)

    var description: String {
        switch self {
        case .cannotWriteStandardOutput(let reason):
            "error: cannot write to standard output (\(reason.prefix(1).lowercased() + reason.dropFirst())); check where the output goes, or write a file with -o"
        case .formatNeeded(let path):
            "error: cannot tell the output format from '\(path)'; pass --format svg|png|pdf|dot"
        case .usage(let message):
            "error: \(message)"
        case .mistypedInput(let path, let meant):
            "\(path): error: no such file; did you mean '\(meant)'?"
        }
    }

    /// The exit status: bad usage for ``usage(_:)``, else invalid input.
    var status: ExitStatus {
        if case .usage = self { return .usage }
        return .findings
    }
}
