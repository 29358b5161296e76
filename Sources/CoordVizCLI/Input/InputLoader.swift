import CoordVizCore
import CoordVizSpec
import Foundation

/// Reads the command's inputs — any number of spec files (read together as one spec) and at most
/// one snapshot — and merges them into one model.
struct InputLoader {
    /// The merged model and every warning found on the way, ready to print.
    struct Loaded {
        var model: ArchitectureModel
        /// Warnings from the spec and from its merge with the snapshot, in compiler form.
        var diagnostics: [SpecDiagnostic]
        var specPaths: [String]
        var snapshotPath: String?

        /// The warnings as printed lines.
        var warnings: [String] { diagnostics.map(\.description) }
    }

    enum Kind { case spec, snapshot, recording }

    static func load(_ paths: [String]) throws -> Loaded {
        guard !paths.isEmpty else { throw CLIError.noInputs }
        var specFiles: [SpecFile] = []
        var snapshotFiles: [(path: String, data: Data)] = []
        var recordingFiles: [(path: String, data: Data)] = []
        for path in paths {
            let data = try read(path)
            switch try kind(of: path, data: data) {
            case .snapshot:
                snapshotFiles.append((path, data))
            case .recording:
                recordingFiles.append((path, data))
            case .spec:
                guard let text = String(data: data, encoding: .utf8) else { throw CLIError.notUTF8(path) }
                specFiles.append(SpecFile(path: path, text: text))
            }
        }
        if let recording = recordingFiles.first {
            // A recording carries its own structure and transitions: it is drawn on its own.
            guard paths.count == 1 else { throw CLIError.recordingWithOtherInputs(recording.path) }
            let value = try Recording.decode(from: recording.data, source: recording.path)
            return Loaded(model: value.model, diagnostics: [], specPaths: [])
        }
        if snapshotFiles.count > 1 { throw CLIError.severalSnapshots(snapshotFiles.map(\.path)) }

        // Read both sides before reporting, so one run shows the problems of every input.
        var problems: [String] = []
        var spec: ParsedSpec?
        if !specFiles.isEmpty {
            do { spec = try FlowSpecParser.parse(specFiles) } catch { problems += Failure.lines(of: error) }
        }
        var snapshot: (path: String, value: Snapshot)?
        if let file = snapshotFiles.first {
            do { snapshot = (file.path, try Snapshot.decode(from: file.data, source: file.path)) } catch { problems += Failure.lines(of: error) }
        }
        if !problems.isEmpty { throw CLIError.invalidInputs(problems) }

        let specPaths = specFiles.map(\.path)
        switch (spec, snapshot) {
        case (let spec?, let snapshot?):
            let merged = SpecMerger.merge(spec, with: snapshot.value, snapshotPath: snapshot.path)
            // Where the spec declares each coordinator and screen, for tooltips.
            var model = merged.model
            spec.sourceMap.annotate(&model)
            return Loaded(
                model: model, diagnostics: spec.warnings + merged.warnings + unreadWarnings(snapshot.value, path: snapshot.path),
                specPaths: specPaths, snapshotPath: snapshot.path
            )
        case (let spec?, nil):
            var model = spec.model
            spec.sourceMap.annotate(&model)
            return Loaded(model: model, diagnostics: spec.warnings, specPaths: specPaths)
        case (nil, let snapshot?):
            return Loaded(
                model: ArchitectureModel(snapshot: snapshot.value), diagnostics: unreadWarnings(snapshot.value, path: snapshot.path),
                specPaths: [], snapshotPath: snapshot.path
            )
        case (nil, nil):
            throw CLIError.noInputs
        }
    }

    /// One warning per reference the snapshot's walk could not follow: nothing it missed goes
    /// unsaid.
    static func unreadWarnings(_ snapshot: Snapshot, path: String) -> [SpecDiagnostic] {
        (snapshot.unread ?? []).map { reference in
            SpecDiagnostic(
                .warning, "unread-reference",
                "\(reference.summary); if it holds a coordinator, adopt IntrospectionDescribing to report it",
                at: .start(of: path)
            )
        }
    }

    static func read(_ path: String) throws -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw CLIError.missingFile(path) }
        guard !isFolder.boolValue else { throw CLIError.inputIsFolder(path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError.unreadableFile(path) }
        return data
    }

    /// A spec file's text; throws ``CLIError/notUTF8(_:)`` for any other encoding.
    static func readText(_ path: String) throws -> String {
        guard let text = String(data: try read(path), encoding: .utf8) else { throw CLIError.notUTF8(path) }
        return text
    }

    /// `.yaml`/`.yml` are specs; a `.json` file is a snapshot or a recording when its top-level
    /// `format` is their marker, else a spec.
    static func kind(of path: String, data: Data) throws -> Kind {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "yaml", "yml":
            return .spec
        case "json":
            if Recording.isMarked(data) { return .recording }
            return Snapshot.isMarked(data) ? .snapshot : .spec
        default:
            throw CLIError.unknownInputKind(path)
        }
    }
}
