import CoordVizCore
import CoordVizSpec
import Foundation

/// Paths to files the spec tests read: the samples' specs, the docs, and the fixtures beside the
/// tests. Fixture diagnostics name files relative to `Fixtures/` (e.g. `broken/unknown-key.yaml`),
/// so golden text does not depend on where the repository is checked out.
enum SpecFixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = repositoryRoot.appendingPathComponent("Tests/CoordVizSpecTests/Fixtures")

    static func sampleSpec(_ sample: String) -> URL {
        repositoryRoot.appendingPathComponent("Samples/\(sample)/flow.yaml")
    }

    /// Every sample folder that has a flow spec.
    static var samplesWithSpecs: [String] {
        let samples = repositoryRoot.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: sampleSpec($0).path) }.sorted()
    }

    static func fixture(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// The spec at `name` (a file, or a folder whose `.yaml` files form one spec, in name order).
    static func specFiles(_ name: String) throws -> [SpecFile] {
        let url = fixture(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        let names = isDirectory.boolValue
            ? try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".yaml") }.sorted().map { "\(name)/\($0)" }
            : [name]
        return try names.map { SpecFile(path: $0, text: try String(contentsOf: fixture($0), encoding: .utf8)) }
    }

    static func snapshot(_ name: String) throws -> Snapshot {
        try Snapshot.decode(from: Data(contentsOf: fixture(name)), source: name)
    }

    /// Every diagnostic of a spec as printed, whether or not parsing succeeded.
    static func diagnostics(of files: [SpecFile], checks: SpecCheckTiming = .now) -> [String] {
        do {
            return try FlowSpecParser.parse(files, checks: checks).checked().warnings.map(\.description)
        } catch let SpecError.invalid(found) {
            return found.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }
}

/// Golden text files beside the fixtures. They are compared, never rewritten, unless the run is
/// asked to record: `COORDVIZ_RECORD_GOLDENS=1 swift test`.
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["COORDVIZ_RECORD_GOLDENS"] == "1" }

    /// The golden lines at `name` under `Fixtures/`, after writing `actual` over them when recording.
    static func lines(_ name: String, actual: [String]) throws -> [String] {
        let url = SpecFixtures.fixture(name)
        if isRecording {
            try (actual.map { $0 + "\n" }.joined()).write(to: url, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
