import CoordVizCore
import CoordVizFrontend
import CoordVizReview
import Foundation
import Yams

/// Reviews a rule's example the way `coordviz review` reviews files: the example's spec,
/// snapshot and recording are written to a temporary folder (snapshots and recordings completed
/// with the header and empty lists an example may leave out) and read by the frontend.
enum ExampleHarness {
    static func review(_ example: RuleExample, with rule: Rule) throws -> [Diagnostic] {
        var settings = ReviewSettings()
        if let limit = example.limit { settings.rules[rule.id] = .init(limit: limit) }
        return Review.run(try input(example), rules: [rule], settings: settings)
    }

    /// The example's files, written and read back as the review's input.
    static func input(_ example: RuleExample) throws -> ReviewInput {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        if let spec = example.spec {
            let url = folder.appendingPathComponent("flow.yaml")
            try Data(spec.utf8).write(to: url)
            paths.append(url.path)
        }
        if let snapshot = example.snapshot {
            let url = folder.appendingPathComponent("snapshot.json")
            try json(completedSnapshot(try object(snapshot))).write(to: url)
            paths.append(url.path)
        }
        if let recording = example.recording {
            let url = folder.appendingPathComponent("recording.json")
            try json(completedRecording(try object(recording))).write(to: url)
            paths.append(url.path)
        }
        return try ReviewLoader.load(paths).review
    }

    static func object(_ text: String) throws -> [String: Any] {
        guard let value = try Yams.load(yaml: text) as? [String: Any] else { throw HarnessError.notAMapping(text) }
        return value
    }

    static func json(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    static func completedSnapshot(_ body: [String: Any]) -> [String: Any] {
        var snapshot = body
        snapshot["format"] = snapshot["format"] ?? Snapshot.format
        snapshot["version"] = snapshot["version"] ?? Snapshot.currentVersion
        snapshot["app"] = snapshot["app"] ?? "Example"
        snapshot["capturedBy"] = snapshot["capturedBy"] ?? "example"
        snapshot["screens"] = ((snapshot["screens"] as? [[String: Any]]) ?? []).map { screen in
            var screen = screen
            screen["isLive"] = screen["isLive"] ?? true
            return screen
        }
        snapshot["coordinators"] = ((snapshot["coordinators"] as? [[String: Any]]) ?? []).map { coordinator in
            var coordinator = coordinator
            coordinator["backReferences"] = coordinator["backReferences"] ?? [Any]()
            coordinator["children"] = ((coordinator["children"] as? [[String: Any]]) ?? []).map { link in
                var link = link
                link["isLazy"] = link["isLazy"] ?? false
                return link
            }
            return coordinator
        }
        return snapshot
    }

    static func completedRecording(_ body: [String: Any]) -> [String: Any] {
        var recording = body
        recording["format"] = recording["format"] ?? Recording.format
        recording["version"] = recording["version"] ?? Recording.currentVersion
        recording["app"] = recording["app"] ?? "Example"
        let initial = completedSnapshot(recording["initial"] as? [String: Any] ?? [:])
        recording["initial"] = initial
        recording["actions"] = ((recording["actions"] as? [[String: Any]]) ?? []).map { action in
            var action = action
            action["steps"] = action["steps"] ?? [Any]()
            action["snapshot"] = (action["snapshot"] as? [String: Any]).map(completedSnapshot) ?? initial
            return action
        }
        return recording
    }

    enum HarnessError: Error, CustomStringConvertible {
        case notAMapping(String)

        var description: String {
            switch self {
            case .notAMapping(let text): "an example's snapshot or recording is not a YAML mapping: \(text)"
            }
        }
    }
}
