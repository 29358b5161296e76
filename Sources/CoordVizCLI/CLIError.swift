/// Every error the command line reports; each message is one sentence saying what to do.
enum CLIError: Error, CustomStringConvertible {
    case noInputs
    case missingFile(String)
    case unreadableFile(String)
    case unknownInputKind(String)
    case severalSnapshots([String])
    /// Problems found reading the inputs, each already in compiler form.
    case invalidInputs([String])
    case cannotWrite(path: String, reason: String)
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
        case .unknownInputKind(let path):
            "\(path): error: not a spec or snapshot; inputs end in .yaml, .yml or .json"
        case .severalSnapshots(let paths):
            "error: \(paths.count) snapshots given (\(paths.joined(separator: ", "))); render one live app at a time"
        case .invalidInputs(let problems):
            problems.joined(separator: "\n")
        case .cannotWrite(let path, let reason):
            "\(path): error: cannot write the output: \(reason)"
        case .recordingWithOtherInputs(let path):
            "\(path): error: a recording is drawn on its own; render it without other inputs, and check it against a spec with 'coordviz compare'"
        case .formatNeeded(let path):
            "error: cannot tell the output format from '\(path)'; pass --format svg|png|pdf|dot"
        }
    }
}
