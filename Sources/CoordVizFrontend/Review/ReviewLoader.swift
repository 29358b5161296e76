import CoordVizCore
import CoordVizReview
import CoordVizSpec
import Foundation

/// Reads a review's inputs — specs, at most one snapshot and at most one recording — into the
/// merged model (through ``ModelLoader``) and the ``ReviewInput`` the rules look at.
public enum ReviewLoader {
    /// The loaded inputs (with the warnings found reading them) and the review's input.
    public struct Loaded: Sendable {
        public var inputs: LoadedInputs
        public var review: ReviewInput
    }

    /// - Throws: ``FrontendError`` as ``ModelLoader/load(_:)`` does, and
    ///   ``ReviewInputError`` for several recordings or a recording without a spec or snapshot.
    public static func load(_ paths: [String]) throws -> Loaded {
        var others: [String] = []
        var recordings: [String] = []
        for path in paths {
            let data = try ModelLoader.read(path)
            if try InputKind(of: path, data: data) == .recording { recordings.append(path) } else { others.append(path) }
        }
        if recordings.count > 1 { throw ReviewInputError.severalRecordings(recordings) }
        if let recording = recordings.first, others.isEmpty { throw ReviewInputError.recordingAlone(recording) }
        // Every input is read before reporting, so one run shows the problems of all of them.
        var problems: [String] = []
        var loaded: LoadedInputs?
        do { loaded = try ModelLoader.load(others) } catch { problems += error.lines }
        var recording: Recording?
        if let path = recordings.first {
            do { recording = try Recording.decode(from: ModelLoader.read(path), source: path) } catch { problems.append("\(error)") }
        }
        guard let loaded, problems.isEmpty else { throw FrontendError.invalidInputs(problems) }
        let review = ReviewInput(
            model: loaded.model, spec: loaded.spec.map { SourceMapLocator(sourceMap: $0.sourceMap) },
            snapshot: loaded.snapshot, snapshotPath: loaded.snapshotPath, recording: recording, recordingPath: recordings.first
        )
        var inputs = loaded
        inputs.recordingPath = recordings.first
        return Loaded(inputs: inputs, review: review)
    }
}

/// The spec reader's source map as review rules see it: the element's own line, else the line
/// of the nearest enclosing element the spec writes, else nothing (never the file's start for
/// an element the spec does not mention).
struct SourceMapLocator: SpecLocating {
    let sourceMap: SpecSourceMap

    func location(of element: ModelElement) -> DiagnosticLocation? {
        var current: ModelElement? = element
        while let candidate = current {
            if sourceMap.declares(candidate) {
                let place = sourceMap.location(of: candidate)
                return DiagnosticLocation(kind: .spec, path: place.path, line: place.line, column: place.column)
            }
            current = candidate.parent
        }
        return nil
    }
}

/// Inputs a review cannot use; each message says what to give instead.
public enum ReviewInputError: Error, Equatable, CustomStringConvertible {
    case severalRecordings([String])
    case recordingAlone(String)

    public var description: String {
        switch self {
        case .severalRecordings(let paths):
            "error: \(paths.count) recordings given (\(paths.joined(separator: ", "))); review one recording at a time"
        case .recordingAlone(let path):
            "\(path): error: a recording is checked against a spec; give the spec (and the snapshot) too, e.g. 'coordviz review flow.yaml snapshot.json \(path)'"
        }
    }
}
