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
