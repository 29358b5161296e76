import Foundation

/// One job as a layout worker receives it: a JSON header line with the job's name, format and
/// engine, then the DOT text of its diagram (``DOTWriter``'s, Graphviz's workarounds applied).
///
/// The worker reads the text the way `dot` does, so what it draws is `dot`'s layout of the
/// text `--format dot` writes; and it never decodes a ``Diagram``.
struct LayoutRequest: Equatable {
    /// What the worker needs besides the graph.
    struct Header: Codable, Equatable {
        var name: String
        var format: OutputFormat
        var engine: LayoutEngine
    }

    var header: Header
    var dotText: [UInt8]

    /// The request for `job`.
    init(_ job: LayoutJob) {
        header = Header(name: job.name, format: job.format, engine: job.engine)
        dotText = GraphvizRenderer.dotText(of: job.diagram)
    }

    /// The bytes on the pipe: the header as one line of JSON, then the DOT text.
    func encoded() throws -> [UInt8] {
        Array(try JSONEncoder().encode(header)) + [UInt8(ascii: "\n")] + dotText
    }

    /// Reads the bytes ``encoded()`` wrote.
    ///
    /// - Throws: a `DecodingError` when the header is not one, or ``Malformed`` when there is no
    ///   header line.
    init(decoding bytes: [UInt8]) throws {
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else { throw Malformed() }
        header = try JSONDecoder().decode(Header.self, from: Data(bytes[..<end]))
        dotText = Array(bytes[(end + 1)...])
    }

    /// A request without its header line.
    struct Malformed: Error, CustomStringConvertible {
        var description: String { "no header line" }
    }
}
