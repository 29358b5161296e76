import CoordVizCore
import CoordVizSpec
import Foundation

/// The models the view tests draw: each sample's spec merged with its committed live snapshot,
/// exactly what `make demo` renders.
enum SampleModels {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every sample with a flow spec under `Samples/`, sorted.
    static let names: [String] = {
        let folder = repositoryRoot.appendingPathComponent("Samples")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/flow.yaml").path) }.sorted()
    }()

    static func merged(_ sample: String) throws -> ArchitectureModel {
        // Paths relative to the repository, as `make demo` passes them, so goldens are the same
        // in any clone.
        let spec = try FlowSpecParser.parse(contentsOf: repositoryRoot.appendingPathComponent("Samples/\(sample)/flow.yaml"), displayPath: "Samples/\(sample)/flow.yaml")
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Output/\(sample)/snapshot.json"))
        let snapshot = try Snapshot.decode(from: data)
        var model = ModelMerger.merge(live: ArchitectureModel(snapshot: snapshot), declared: spec.model).model
        spec.sourceMap.annotate(&model)
        return model
    }
}

/// Golden files under `Tests/CoordVizRenderTests/Goldens`. They are compared, never rewritten,
/// unless the run is asked to record: `COORDVIZ_RECORD_GOLDENS=1 swift test`.
enum Golden {
    static let folder = SampleModels.repositoryRoot.appendingPathComponent("Tests/CoordVizRenderTests/Goldens")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["COORDVIZ_RECORD_GOLDENS"] == "1" }

    static func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }

    /// The golden text, after writing `actual` over it when recording.
    static func text(_ name: String, actual: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
