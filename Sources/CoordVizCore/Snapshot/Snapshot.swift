import Foundation

/// A versioned record of a live coordinator tree, written by an app (or a sample) and rendered by
/// the `coordviz` command on any machine.
public struct Snapshot: VersionedDocument, Equatable, Sendable {
    public static let format = "coordviz-snapshot"
    public static let currentVersion = 2

    public var format: String
    public var version: Int
    /// The app's name.
    public var app: String
    /// Which tool wrote it, e.g. `coordviz 0.1.0`.
    public var capturedBy: String
    /// The root coordinator's id.
    public var root: String
    /// Coordinators, root first, then breadth first in the order their parents hold them.
    public var coordinators: [CoordinatorNode]
    /// Screens in the order they were found.
    public var screens: [ScreenNode]
    /// Containers presented modally that no coordinator owns (version 2).
    public var presentedContainers: [PresentedContainer]?
    /// What the walk saw but could not follow, so that nothing is dropped silently (version 2).
    public var unread: [UnreadReference]?
    /// Which coordinators survived releasing the root, when the snapshot was taken with
    /// ``ReleaseCheck/snapshot(app:introspector:makeRoot:)``: the proof of a retain cycle.
    /// Optional and ignored by readers that predate it, so the format stays version 2.
    public var releaseCheck: ReleaseCheck?

    public init(app: String, root: String, coordinators: [CoordinatorNode], screens: [ScreenNode]) {
        self.format = Self.format
        self.version = Self.currentVersion
        self.app = app
        self.capturedBy = "coordviz \(CoordViz.version)"
        self.root = root
        self.coordinators = coordinators
        self.screens = screens
    }

    /// Reads a snapshot, checking its format marker and version first.
    public static func decode(from data: Data, source: String = "snapshot") throws -> Snapshot {
        do throws(DocumentHeaderProblem) {
            _ = try checkedVersion(of: data)
            let snapshot = try decodeBody(data)
            if let problem = SnapshotIntegrity.problem(in: snapshot) { throw DocumentHeaderProblem.malformed(problem) }
            return snapshot
        } catch .unsupportedVersion(let version, let supported) {
            throw CoreError.unsupportedSnapshotVersion(source: source, version: version, supported: supported)
        } catch {
            throw CoreError.malformedSnapshot(source: source, reason: error.reason)
        }
    }
}
