/// Every error reading a command's inputs or writing its artifacts; each message is one sentence
/// saying what to do.
public enum FrontendError: Error, Equatable, CustomStringConvertible {
    case noInputs
    case missingFile(String)
    case unreadableFile(String)
    case notUTF8(String)
    case inputIsFolder(String)
    case unknownInputKind(String)
    case severalSnapshots([String])
    /// Problems found reading the inputs, each already in compiler form.
    case invalidInputs([String])
    case recordingWithOtherInputs(String)
    /// An artifact path that would leave its folder or is not a plain relative path.
    case unsafeArtifactPath(String)
    /// Two artifacts of one plan would be written to the same file.
    case duplicateArtifactPath(String)
    /// The output folder cannot be written; the previous folder is left as it was.
    case cannotWriteFolder(path: String, reason: String)

    public var description: String {
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
        case .unknownInputKind(let path):
            "\(path): error: not a spec or snapshot; inputs end in .yaml, .yml or .json"
        case .severalSnapshots(let paths):
            "error: \(paths.count) snapshots given (\(paths.joined(separator: ", "))); render one live app at a time"
        case .invalidInputs(let problems):
            problems.joined(separator: "\n")
        case .recordingWithOtherInputs(let path):
            "\(path): error: a recording is drawn on its own; render it without other inputs, and check it against a spec with 'coordviz compare'"
        case .unsafeArtifactPath(let path):
            "error: '\(path)' is not a file name inside the output folder; artifact paths are relative, without '..'"
        case .duplicateArtifactPath(let path):
            "error: two outputs would be written to '\(path)'; give them different names"
        case .cannotWriteFolder(let path, let reason):
            "\(path): error: cannot write the output folder (\(reason)); check its permissions and free space — the previous contents are unchanged"
        }
    }

    /// One line per problem: every problem of invalid inputs, else the one sentence.
    public var lines: [String] {
        if case .invalidInputs(let problems) = self { return problems }
        return [description]
    }
}
