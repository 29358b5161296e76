import Foundation

/// One line of the file a worker streams its measurements into: JSON, one record per line,
/// each written as soon as it is known.
struct WorkerRecord: Codable, Sendable {
    enum Kind: String, Codable, Sendable {
        /// The model and diagram exist; the diagram and cgraph build timings are final.
        case prepared
        /// The DOT text is written to `case.dot`; its timings are final.
        case dot
        /// One in-process layout+SVG sample.
        case layout
        /// The app-wide stages of one size (``AppWorker``): spec parsing, introspection, `dump`, merge.
        case app
        /// Something threw; `message` says what.
        case failed
    }

    var kind: Kind
    var shape: GraphShape?
    var diagramBuild: [Double]?
    /// Validation and cgraph build without Graphviz's DOT writer.
    var graphBuild: [Double]?
    var dotBuild: [Double]?
    /// For `app`: `FlowSpecParser.parse` of the spec text (read, link, every check).
    var parse: [Double]?
    /// For `app`: `Introspector.snapshot(of:)` of the live tree, and `dump` of the same tree.
    var introspection: [Double]?
    var dump: [Double]?
    /// For `app`: the live tree's objects, and `SpecMerger.merge` of the spec with its snapshot.
    var objects: Int?
    var merge: [Double]?
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

    /// Runs `measure` with `records.jsonl` in `directory` open for it; what it throws is
    /// recorded as a `failed` record, then rethrown.
    static func streaming(into directory: String, _ measure: (FileHandle) throws -> Void) throws {
        let path = directory + "/records.jsonl"
        guard FileManager.default.createFile(atPath: path, contents: nil), let records = FileHandle(forWritingAtPath: path) else {
            throw BenchError("cannot write \(path)")
        }
        defer { try? records.close() }
        do {
            try measure(records)
        } catch {
            try WorkerRecord(kind: .failed, message: "\(error)").write(to: records)
            throw error
        }
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
