import Foundation

/// What a scenario did to a live app: the snapshot before it, and for each action the steps
/// derived from the difference between the snapshots around it.
public struct Recording: Codable, Equatable, Sendable {
    /// The format marker every recording file carries.
    public static let format = "coordviz-recording"
    public static let currentVersion = 1

    public var format: String
    public var version: Int
    public var app: String
    /// The scenario's name, e.g. `headline`.
    public var scenario: String
    /// The app before the first action.
    public var initial: Snapshot
    public var actions: [RecordedAction]

    public init(app: String, scenario: String, initial: Snapshot, actions: [RecordedAction]) {
        self.format = Self.format
        self.version = Self.currentVersion
        self.app = app
        self.scenario = scenario
        self.initial = initial
        self.actions = actions
    }

    /// Pretty-printed JSON with sorted keys: the same recording always gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Writes the recording as JSON, atomically.
    public func write(to url: URL) throws {
        try jsonData().write(to: url, options: .atomic)
    }

    /// Reads a recording, checking its format marker and version first.
    public static func decode(from data: Data, source: String = "recording") throws -> Recording {
        struct Header: Decodable { var format: String?; var version: Int? }
        guard let header = try? JSONDecoder().decode(Header.self, from: data), header.format == Self.format else {
            throw CoreError.malformedRecording(source: source, reason: "it has no \"format\": \"\(Self.format)\" marker")
        }
        guard let version = header.version, (1...Self.currentVersion).contains(version) else {
            throw CoreError.malformedRecording(source: source, reason: "version \(header.version.map(String.init) ?? "none") is not supported (this coordviz reads 1 to \(Self.currentVersion))")
        }
        do {
            return try JSONDecoder().decode(Recording.self, from: data)
        } catch {
            throw CoreError.malformedRecording(source: source, reason: "\(error)")
        }
    }
}

/// One action of a recording.
public struct RecordedAction: Codable, Equatable, Sendable {
    public var name: String
    /// The screen on top of what the user saw before the action.
    public var visibleBefore: String?
    /// The steps the snapshots show the action took, in a canonical order (coordinators finished
    /// and started, tab switched, stacks changed, dismissed, presented).
    public var steps: [Step]
    /// The app after the action.
    public var snapshot: Snapshot

    public init(name: String, visibleBefore: String?, steps: [Step], snapshot: Snapshot) {
        self.name = name
        self.visibleBefore = visibleBefore
        self.steps = steps
        self.snapshot = snapshot
    }
}
