import Foundation

/// What a scenario did to a live app: the snapshot before it, and for each action the steps
/// derived from the difference between the snapshots around it.
public struct Recording: VersionedDocument, Equatable, Sendable {
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

    /// Reads a recording, checking its format marker and version first.
    public static func decode(from data: Data, source: String = "recording") throws -> Recording {
        do throws(DocumentHeaderProblem) {
            _ = try checkedVersion(of: data)
            let recording = try decodeBody(data)
            if let problem = RecordingIntegrity.problem(in: recording) { throw DocumentHeaderProblem.malformed(problem) }
            return recording
        } catch {
            throw CoreError.malformedRecording(source: source, reason: error.reason)
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
