import CoordVizCore
import CoordVizSpec
import Foundation

/// Reads the command's inputs (specs and snapshots) and merges them into one model.
struct InputLoader {
    /// The merged model and the warnings the merge produced, ready to print.
    struct Loaded {
        var model: ArchitectureModel
        var warnings: [String]
    }

    enum Kind { case spec, snapshot, recording }

    static func load(_ paths: [String]) throws -> Loaded {
        guard !paths.isEmpty else { throw CLIError.noInputs }
        var specs: [(path: String, spec: ParsedSpec)] = []
        var snapshots: [(path: String, snapshot: Snapshot)] = []
        var recordings: [(path: String, recording: Recording)] = []
        for path in paths {
            let data = try read(path)
            switch try kind(of: path, data: data) {
            case .snapshot:
                snapshots.append((path, try Snapshot.decode(from: data, source: path)))
            case .recording:
                recordings.append((path, try Recording.decode(from: data, source: path)))
            case .spec:
                guard let text = String(data: data, encoding: .utf8) else { throw CLIError.unreadableFile(path) }
                specs.append((path, try FlowSpecParser.parse(text, path: path)))
            }
        }
        if let recording = recordings.first {
            // A recording carries its own structure and transitions: it is drawn on its own.
            guard paths.count == 1 else { throw CLIError.recordingWithOtherInputs(recording.path) }
            return Loaded(model: recording.recording.model, warnings: [])
        }
        if snapshots.count > 1 { throw CLIError.severalSnapshots(snapshots.map(\.path)) }
        if specs.count > 1 { throw CLIError.severalSpecs(specs.map(\.path)) }
        var warnings = specs.flatMap { $0.spec.warnings.map(\.description) }
        switch (specs.first, snapshots.first) {
        case (let spec?, let snapshot?):
            let merged = ModelMerger.merge(live: ArchitectureModel(snapshot: snapshot.snapshot), declared: spec.spec.model)
            warnings += merged.warnings.map { "warning: \($0) (\(spec.path) vs \(snapshot.path))" }
            return Loaded(model: merged.model, warnings: warnings)
        case (let spec?, nil):
            return Loaded(model: spec.spec.model, warnings: warnings)
        case (nil, let snapshot?):
            return Loaded(model: ArchitectureModel(snapshot: snapshot.snapshot), warnings: warnings)
        case (nil, nil):
            throw CLIError.noInputs
        }
    }

    static func read(_ path: String) throws -> Data {
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError.missingFile(path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError.unreadableFile(path) }
        return data
    }

    /// `.yaml`/`.yml` are specs; a `.json` file is a snapshot or a recording when it carries their
    /// format marker, else a spec.
    static func kind(of path: String, data: Data) throws -> Kind {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "yaml", "yml":
            return .spec
        case "json":
            if data.range(of: Data("\"\(Recording.format)\"".utf8)) != nil { return .recording }
            return data.range(of: Data("\"\(Snapshot.format)\"".utf8)) != nil ? .snapshot : .spec
        default:
            throw CLIError.unknownInputKind(path)
        }
    }
}
