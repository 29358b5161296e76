/// Errors of the command line itself; input and output-folder errors are ``FrontendError``s.
/// Each message is one sentence saying what to do.
enum CLIError: Error, CustomStringConvertible {
    case cannotWriteStandardOutput(String)
    case formatNeeded(String)

    var description: String {
        switch self {
        case .cannotWriteStandardOutput(let reason):
            "error: cannot write to standard output (\(reason.prefix(1).lowercased() + reason.dropFirst())); check where the output goes, or write a file with -o"
        case .formatNeeded(let path):
            "error: cannot tell the output format from '\(path)'; pass --format svg|png|pdf|dot"
        }
    }
}
