import CoordVizCore
import Foundation
import Testing

/// A snapshot whose ids are empty or repeated (edited or damaged after it was written) is
/// refused when read, naming the field, instead of failing later inside a view.
@Suite struct SnapshotIntegrityTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CoordVizSpecTests/Fixtures/merge/shop.snapshot.json")

    func edited(_ change: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixture)) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func theFixtureReads() throws {
        _ = try Snapshot.decode(from: Data(contentsOf: Self.fixture))
    }

    @Test func anEmptyScreenIDIsRefused() throws {
        let data = try edited { object in
            var screens = object["screens"] as! [[String: Any]]
            screens[0]["id"] = ""
            object["screens"] = screens
        }
        #expect(throws: CoreError.malformedSnapshot(source: "s.json", reason: ".screens[0].id is empty")) {
            try Snapshot.decode(from: data, source: "s.json")
        }
    }

    @Test func aRepeatedCoordinatorIDIsRefused() throws {
        let data = try edited { object in
            var coordinators = object["coordinators"] as! [[String: Any]]
            coordinators[1]["id"] = coordinators[0]["id"]
            object["coordinators"] = coordinators
        }
        #expect(throws: CoreError.self) { try Snapshot.decode(from: data, source: "s.json") }
    }
}

/// A recording whose actions name screens or coordinators none of its snapshots hold, or whose
/// steps lost their targets, is refused when read, naming the field.
@Suite struct RecordingIntegrityTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Output/love-story/recording.json")

    func edited(_ change: (inout [[String: Any]]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixture)) as? [String: Any])
        var actions = try #require(object["actions"] as? [[String: Any]])
        change(&actions)
        object["actions"] = actions
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func theSampleRecordingReads() throws {
        _ = try Recording.decode(from: Data(contentsOf: Self.fixture))
    }

    @Test func aStepWithoutItsTargetIsRefused() throws {
        let data = try edited { actions in
            var steps = actions[0]["steps"] as! [[String: Any]]
            steps[0].removeValue(forKey: "target")
            actions[0]["steps"] = steps
        }
        #expect(throws: CoreError.malformedRecording(source: "r.json", reason: ".actions[0].steps[0] (push) has no target")) {
            try Recording.decode(from: data, source: "r.json")
        }
    }

    @Test func anUnknownVisibleScreenIsRefused() throws {
        let data = try edited { actions in actions[0]["visibleBefore"] = "Ghost" }
        #expect(throws: CoreError.malformedRecording(source: "r.json", reason: ".actions[0].visibleBefore names 'Ghost', which no snapshot of the recording holds")) {
            try Recording.decode(from: data, source: "r.json")
        }
    }
}
