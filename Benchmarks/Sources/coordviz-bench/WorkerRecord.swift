import Foundation

/// One line of the file a worker streams its measurements into: JSON, one record per line,
/// each written as soon as it is known.
struct WorkerRecord: Codable, Sendable {
    enum Kind: String, Codable, Sendable {
        /// The model, diagram and DOT text exist; pure-Swift and DOT timings are final.
        case prepared
        /// One in-process layout+SVG sample.
        case layout
        /// Something threw; `message` says what.
        case failed
    }

    var kind: Kind
    var shape: GraphShape?
    var diagramBuild: [Double]?
    var dotBuild: [Double]?
    /// Seconds, for `layout`.
    var seconds: Double?
    /// Size of the rendered SVG, for `layout`.
    var outputBytes: Int?
    /// The worker's peak resident memory after the sample, for `layout`: growth from one
    /// render to the next is memory the renders did not give back.
    var peakResidentBytes: Int?
    var message: String?

    /// Appends the record as one line to `handle`.
    func write(to handle: FileHandle) throws {
        var line = try JSONEncoder().encode(self)
        line.append(UInt8(ascii: "\n"))
        try handle.write(contentsOf: line)
    }

    /// Every complete line of a records file; a line cut short by a kill is ignored.
    static func read(from path: String) -> [WorkerRecord] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return data.split(separator: UInt8(ascii: "\n")).compactMap {
            try? JSONDecoder().decode(WorkerRecord.self, from: Data($0))
        }
    }
}

/// The size of one case's graph, and a digest of its DOT text (equal digests: same graph).
struct GraphShape: Codable, Sendable {
    var nodes: Int
    var edges: Int
    var clusters: Int
    var dotBytes: Int
    /// FNV-1a 64 of the DOT text, in hex.
    var dotDigest: String

    static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
