import CoordVizCore
import Foundation
import LoveStory
import Testing

@Suite struct SnapshotCodingTests {
    func sample() throws -> Snapshot {
        try Introspector().snapshot(of: LoveStoryApp.headlineScenario())
    }

    @Test func aSnapshotSurvivesAJSONRoundTripUnchanged() throws {
        let snapshot = try sample()
        let decoded = try Snapshot.decode(from: snapshot.jsonData())
        #expect(decoded == snapshot)
    }

    @Test func theSameSnapshotAlwaysEncodesToTheSameBytes() throws {
        #expect(try sample().jsonData() == sample().jsonData())
    }

    @Test func theJSONCarriesTheFormatMarkerAndVersion() throws {
        let object = try JSONSerialization.jsonObject(with: sample().jsonData()) as? [String: Any]
        #expect(object?["format"] as? String == "coordviz-snapshot")
        #expect(object?["version"] as? Int == Snapshot.currentVersion)
    }

    @Test func aNewerVersionIsRejectedWithAnUpgradeHint() throws {
        let data = Data(#"{"format": "coordviz-snapshot", "version": 7}"#.utf8)
        #expect(throws: CoreError.unsupportedSnapshotVersion(source: "s.json", version: 7, supported: 2)) {
            try Snapshot.decode(from: data, source: "s.json")
        }
        let message = CoreError.unsupportedSnapshotVersion(source: "s.json", version: 7, supported: 1).description
        #expect(message.contains("update coordviz"))
    }

    @Test func aFileWithoutTheMarkerIsNotTakenForASnapshot() {
        #expect(throws: CoreError.malformedSnapshot(source: "x.json", reason: "it has no \"format\": \"coordviz-snapshot\" marker")) {
            try Snapshot.decode(from: Data(#"{"version": 1}"#.utf8), source: "x.json")
        }
    }

    @Test func aTruncatedSnapshotNamesTheMissingField() throws {
        let data = Data(#"{"format": "coordviz-snapshot", "version": 1, "app": "A"}"#.utf8)
        do {
            _ = try Snapshot.decode(from: data, source: "t.json")
            Issue.record("decoding should fail")
        } catch let error as CoreError {
            #expect(error.description.hasPrefix("t.json: error: not a coordviz snapshot:"))
            #expect(error.description.contains("is missing"))
        }
    }

    @Test func writingReplacesAFileOnlyWithACompleteSnapshot() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try sample().write(to: url)
        #expect(try Snapshot.decode(from: Data(contentsOf: url)) == sample())
    }
}
