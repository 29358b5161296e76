/// Every error the command line reports; each message is one sentence saying what to do.
enum CLIError: Error, CustomStringConvertible {
    case noInputs
    case missingFile(String)
    case unreadableFile(String)
    case notUTF8(String)
    case inputIsFolder(String)
    case cannotWriteStandardOutput(String)
    case unknownInputKind(String)
    case severalSnapshots([String])
    /// Problems found reading the inputs, each already in compiler form.
    case invalidInputs([String])
    case formatNeeded(String)
    case recordingWithOtherInputs(String)

    var description: String {
        switch self {
        case .noInputs:
            "no inputs: give a flow spec (.yaml) and/or a snapshot (.json), e.g. 'coordviz render flow.yaml snapshot.json'"
        case .missingFile(let path):
            "\(path): error: no such file; check the path"
        case .unreadableFile(let path):
            "\(path): error: the file cannot be read; check its permissions"
        case .notUTF8(let path):
            "\(path): error: the file is not UTF-8 text; save it as UTF-8"
        case .inputIsFolder(let path):
            "\(path): error: this is a folder, not a file; give a spec (.yaml) or a snapshot (.json) inside it"
        case .cannotWriteStandardOutput(let reason):
            "error: cannot write to standard output (\(reason.prefix(1).lowercased() + reason.dropFirst())); check where the output goes, or write a file with -o"
        case .unknownInputKind(let path):
            "\(path): error: not a spec or snapshot; inputs end in .yaml, .yml or .json"
        case .severalSnapshots(let paths):
            "error: \(paths.count) snapshots given (\(paths.joined(separator: ", "))); render one live app at a time"
        case .invalidInputs(let problems):
            problems.joined(separator: "\n")
        case .recordingWithOtherInputs(let path):
            "\(path): error: a recording is drawn on its own; render it without other inputs, and check it against a spec with 'coordviz compare'"
        case .formatNeeded(let path):
            "error: cannot tell the output format from '\(path)'; pass --format svg|png|pdf|dot"
        }
    }
}
