import CoordVizCore
import CoordVizSpec
import Foundation

/// Reads a command's inputs — any number of spec files (read together as one spec) and at most
/// one snapshot, or one recording on its own — and merges them into one model, with every
/// warning found on the way as typed ``Diagnostic`` values.
///
/// ```swift
/// let loaded = try ModelLoader.load(["flow.yaml", "snapshot.json"])
/// loaded.diagnostics.forEach { print($0) }
/// ```
public enum ModelLoader {
    /// Reads and merges `paths`.
    ///
    /// - Parameter specChecks: ``SpecCheckTiming/inBackground`` leaves the spec's whole-app
    ///   checks running while the caller draws the model; collect them with
    ///   ``LoadedInputs/checked()`` before writing anything.
    ///
    /// - Throws: ``FrontendError``: no inputs, a missing or unreadable file, an input of unknown
    ///   kind, several snapshots, or ``FrontendError/invalidInputs(_:)`` listing every problem of
    ///   every input (all inputs are read before reporting).
    public static func load(_ paths: [String], specChecks: SpecCheckTiming = .now) throws(FrontendError) -> LoadedInputs {
        guard !paths.isEmpty else { throw .noInputs }
        var specFiles: [SpecFile] = []
        var snapshotFiles: [(path: String, data: Data)] = []
        var recordingFiles: [(path: String, data: Data)] = []
        for path in paths {
            let data = try read(path)
            switch try InputKind(of: path, data: data) {
            case .snapshot:
                snapshotFiles.append((path, data))
            case .recording:
                recordingFiles.append((path, data))
            case .spec:
                guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(path) }
                specFiles.append(SpecFile(path: path, text: text))
            }
        }
        if let recording = recordingFiles.first {
            // A recording carries its own structure and transitions: it is drawn on its own.
            guard paths.count == 1 else { throw .recordingWithOtherInputs(recording.path) }
            do {
                let value = try Recording.decode(from: recording.data, source: recording.path)
                return LoadedInputs(model: value.model, diagnostics: [], recordingPath: recording.path)
            } catch {
                throw .invalidInputs(problems(of: error))
            }
        }
        if snapshotFiles.count > 1 { throw .severalSnapshots(snapshotFiles.map(\.path)) }

        // Read both sides before reporting, so one run shows the problems of every input.
        var problems: [String] = []
        var spec: ParsedSpec?
        if !specFiles.isEmpty {
            // Without a snapshot the spec's model is the one drawn: stamped now, it shares the
            // look-ups its checks make with the views.
            do {
                spec = try FlowSpecParser.parse(specFiles, checks: specChecks, annotating: snapshotFiles.isEmpty)
            } catch { problems += Self.problems(of: error) }
        }
        var snapshot: (path: String, value: Snapshot)?
        if let file = snapshotFiles.first {
            do { snapshot = (file.path, try Snapshot.decode(from: file.data, source: file.path)) } catch { problems += Self.problems(of: error) }
        }
        if !problems.isEmpty { throw .invalidInputs(problems) }

        let specPaths = specFiles.map(\.path)
        switch (spec, snapshot) {
        case (let spec?, let snapshot?):
            let merged = SpecMerger.merge(spec, with: snapshot.value, snapshotPath: snapshot.path)
            // Where the spec declares each coordinator and screen, for tooltips.
            var model = merged.model
            spec.sourceMap.annotate(&model)
            return LoadedInputs(
                model: model,
                diagnostics: (spec.warnings + merged.warnings).map(\.diagnostic) + unreadWarnings(snapshot.value, path: snapshot.path),
                specPaths: specPaths, snapshotPath: snapshot.path, spec: spec, snapshot: snapshot.value
            )
        case (let spec?, nil):
            var model = spec.model
            spec.sourceMap.annotate(&model)
            return LoadedInputs(model: model, diagnostics: spec.warnings.map(\.diagnostic), specPaths: specPaths, spec: spec)
        case (nil, let snapshot?):
            return LoadedInputs(
                model: ArchitectureModel(snapshot: snapshot.value), diagnostics: unreadWarnings(snapshot.value, path: snapshot.path),
                snapshotPath: snapshot.path, snapshot: snapshot.value
            )
        case (nil, nil):
            throw .noInputs
        }
    }

    /// One warning per reference the snapshot's walk could not follow: nothing it missed goes
    /// unsaid.
    static func unreadWarnings(_ snapshot: Snapshot, path: String) -> [Diagnostic] {
        (snapshot.unread ?? []).enumerated().map { index, reference in
            Diagnostic(
                ruleID: "unread-reference", severity: .warning,
                message: "\(reference.summary); if it holds a coordinator, adopt IntrospectionDescribing to report it",
                // The file's start for terminals and editors; the JSON path for reporters.
                locations: [DiagnosticLocation(kind: .snapshot, path: path, line: 1, column: 1, jsonPath: "$.unread[\(index)]")],
                element: DiagnosticElement.coordinator(reference.owner)
            )
        }
    }

    /// The bytes of an input file.
    ///
    /// - Throws: ``FrontendError`` when the file is missing, a folder, or unreadable.
    public static func read(_ path: String) throws(FrontendError) -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missingFile(path) }
        guard !isFolder.boolValue else { throw .inputIsFolder(path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadableFile(path) }
        return data
    }

    /// A spec file's text; throws ``FrontendError/notUTF8(_:)`` for any other encoding.
    public static func readText(_ path: String) throws(FrontendError) -> String {
        guard let text = String(data: try read(path), encoding: .utf8) else { throw .notUTF8(path) }
        return text
    }

    /// One line per problem an error carries: every diagnostic of an invalid spec, else the
    /// error's one sentence.
    static func problems(of error: any Error) -> [String] {
        if let error = error as? SpecError, case .invalid(let diagnostics) = error { return diagnostics.map(\.description) }
        return ["\(error)"]
    }
}
