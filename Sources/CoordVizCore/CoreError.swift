/// Every error the core module throws; each message says what went wrong and what to do.
public enum CoreError: Error, Equatable, CustomStringConvertible {
    case malformedSnapshot(source: String, reason: String)
    case unsupportedSnapshotVersion(source: String, version: Int, supported: Int)
    case rootIsNotACoordinator(typeName: String)
    case mergeConflict(String)
    case malformedRecording(source: String, reason: String)

    public var description: String {
        switch self {
        case .malformedSnapshot(let source, let reason):
            "\(source): error: not a coordviz snapshot: \(reason); write snapshots with CoordVizCore's `Snapshot.write(to:)`"
        case .unsupportedSnapshotVersion(let source, let version, let supported):
            "\(source): error: snapshot version \(version) is not supported (this coordviz reads versions 1 to \(supported)); update coordviz or re-capture the snapshot"
        case .rootIsNotACoordinator(let typeName):
            "the root object (\(typeName)) is not a coordinator and holds none; pass the app's root coordinator (or the view controller or delegate that owns it), or configure `IntrospectionOptions.isCoordinator`"
        case .malformedRecording(let source, let reason):
            "\(source): error: not a coordviz recording: \(reason); write recordings with CoordVizCore's `Recording.write(to:)`"
        case .mergeConflict(let message):
            "error: \(message)"
        }
    }
}
