import Foundation

/// A versioned record of a live coordinator tree, written by an app (or a sample) and rendered by
/// the `coordviz` command on any machine.
public struct Snapshot: Codable, Equatable, Sendable {
    /// The format marker every snapshot file carries.
    public static let format = "coordviz-snapshot"
    /// The newest snapshot version this build reads and the one it writes.
    public static let currentVersion = 1

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

    public init(app: String, root: String, coordinators: [CoordinatorNode], screens: [ScreenNode]) {
        self.format = Self.format
        self.version = Self.currentVersion
        self.app = app
        self.capturedBy = "coordviz \(CoordViz.version)"
        self.root = root
        self.coordinators = coordinators
        self.screens = screens
    }

    /// Pretty-printed JSON with sorted keys: the same snapshot always gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Writes the snapshot as JSON, atomically: an existing file is replaced only once the new one
    /// is complete.
    public func write(to url: URL) throws {
        try jsonData().write(to: url, options: .atomic)
    }

    /// Reads a snapshot, checking its format marker and version first.
    public static func decode(from data: Data, source: String = "snapshot") throws -> Snapshot {
        struct Header: Decodable { var format: String?; var version: Int? }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw CoreError.malformedSnapshot(source: source, reason: "it is not a JSON object")
        }
        guard header.format == Self.format else {
            throw CoreError.malformedSnapshot(source: source, reason: "it has no \"format\": \"\(Self.format)\" marker")
        }
        guard let version = header.version else {
            throw CoreError.malformedSnapshot(source: source, reason: "it has no \"version\"")
        }
        guard version <= Self.currentVersion, version >= 1 else {
            throw CoreError.unsupportedSnapshotVersion(source: source, version: version, supported: Self.currentVersion)
        }
        do {
            return try JSONDecoder().decode(Snapshot.self, from: data)
        } catch let error as DecodingError {
            throw CoreError.malformedSnapshot(source: source, reason: Self.describe(error))
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
