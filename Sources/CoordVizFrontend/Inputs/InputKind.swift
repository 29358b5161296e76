import CoordVizCore
import Foundation

/// What an input file is, told from its extension and, for JSON, its top-level `format` marker.
public enum InputKind: Sendable, Equatable {
    case spec, snapshot, recording

    /// `.yaml`/`.yml` are specs; a `.json` file is a snapshot or a recording when its top-level
    /// `format` is their marker, else a spec.
    ///
    /// - Throws: ``FrontendError/unknownInputKind(_:)`` for any other extension.
    public init(of path: String, data: Data) throws(FrontendError) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "yaml", "yml":
            self = .spec
        case "json":
            if Recording.isMarked(data) { self = .recording } else { self = Snapshot.isMarked(data) ? .snapshot : .spec }
        default:
            throw .unknownInputKind(path)
        }
    }
}
