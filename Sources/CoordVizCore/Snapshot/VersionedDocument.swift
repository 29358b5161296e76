import Foundation

/// A JSON file coordviz writes and reads back: a `format` marker and a `version` first, then the
/// content, encoded with sorted keys so the same value always gives the same bytes.
public protocol VersionedDocument: Codable {
    /// The marker every file of this kind carries, e.g. `coordviz-snapshot`.
    static var format: String { get }
    /// The newest version this build reads, and the one it writes.
    static var currentVersion: Int { get }
}

extension VersionedDocument {
    /// Pretty-printed JSON with sorted keys and a final newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Writes the document atomically: an existing file is replaced only once the new one is
    /// complete.
    public func write(to url: URL) throws {
        try FileReplacement.write(jsonData(), to: url)
    }

    /// Whether `data` is a JSON object whose top-level `format` is this kind's marker. Told by
    /// structure: the marker anywhere else (a title, a name) does not count.
    public static func isMarked(_ data: Data) -> Bool {
        (try? JSONDecoder().decode(DocumentHeader.self, from: data))?.format == format
    }

    /// The version a file declares, after checking it is this kind of document. Throws a
    /// ``DocumentHeaderProblem`` naming what is wrong.
    static func checkedVersion(of data: Data) throws(DocumentHeaderProblem) -> Int {
        guard let header = try? JSONDecoder().decode(DocumentHeader.self, from: data) else { throw .notJSON }
        guard header.format == format else { throw .wrongFormat(expected: format) }
        guard let version = header.version else { throw .noVersion }
        guard (1...currentVersion).contains(version) else { throw .unsupportedVersion(version, supported: currentVersion) }
        return version
    }

    /// Decodes the body, describing a decoding failure by the path of the field at fault.
    static func decodeBody(_ data: Data) throws(DocumentHeaderProblem) -> Self {
        do {
            return try JSONDecoder().decode(Self.self, from: data)
        } catch let error as DecodingError {
            throw .malformed(DecodingErrorDescription.describe(error))
        } catch {
            throw .malformed("\(error)")
        }
    }
}

/// The two fields every versioned document starts with.
private struct DocumentHeader: Decodable {
    var format: String?
    var version: Int?
}

/// What is wrong with a file that should be a versioned document.
enum DocumentHeaderProblem: Error {
    case notJSON
    case wrongFormat(expected: String)
    case noVersion
    case unsupportedVersion(Int, supported: Int)
    case malformed(String)

    var reason: String {
        switch self {
        case .notJSON: "it is not a JSON object"
        case .wrongFormat(let expected): "it has no \"format\": \"\(expected)\" marker"
        case .noVersion: "it has no \"version\""
        case .unsupportedVersion(let version, let supported): "version \(version) is not supported (this coordviz reads 1 to \(supported))"
        case .malformed(let detail): detail
        }
    }
}

/// Turns a `DecodingError` into "where: what", e.g. `.coordinators[2].id is missing`.
enum DecodingErrorDescription {
    static func describe(_ error: DecodingError) -> String {
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
