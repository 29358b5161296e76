import ArgumentParser
import CoordVizRender
import Foundation

/// Where the picture goes and in which format.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Output format: \(DiagramFormat.allCases.map(\.rawValue).joined(separator: "|")); by default the -o file's extension (.mmd for mermaid), else svg.",
        valueName: "format"
    ))
    var format: DiagramFormat?

    @Option(name: .shortAndLong, help: "The file to write; '-' writes to standard output.")
    var output: String = "-"

    /// The format asked for, or the one the output file's extension names.
    func resolvedFormat() throws -> DiagramFormat {
        if let format { return format }
        if output == "-" { return .svg }
        return try Self.format(ofFile: output)
    }

    /// The format a file's extension names.
    ///
    /// - Throws: ``CLIError/formatNeeded(_:)`` when the extension names none.
    static func format(ofFile path: String) throws -> DiagramFormat {
        guard let inferred = DiagramFormat(fileExtension: URL(fileURLWithPath: path).pathExtension) else {
            throw CLIError.formatNeeded(path)
        }
        return inferred
    }
}

extension DiagramFormat: ExpressibleByArgument {}
