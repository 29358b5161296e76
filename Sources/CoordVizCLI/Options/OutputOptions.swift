import ArgumentParser
import CoordVizRender
import Foundation

/// Where the picture goes and in which format.
struct OutputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Output format: \(FormatArgument.names.joined(separator: "|")); by default the -o file's extension (.mmd for mermaid), else svg.",
            valueName: "format"
        ),
        completion: .list(FormatArgument.names),
        transform: { try FormatArgument.parse($0) }
    )
    var format: DiagramFormat?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The file to write; '-' writes to standard output (the default).", valueName: "output"))
    var givenOutput: String?

    /// The file to write, `-` for standard output.
    var output: String { givenOutput ?? "-" }

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

    /// Refuses a `--format` the `-o` file's extension contradicts, and binary bytes (PNG, PDF)
    /// bound for a terminal, where they would only garble the screen.
    func check(standardOutputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1) throws {
        let fileExtension = URL(fileURLWithPath: output).pathExtension
        if output != "-", let format, let named = DiagramFormat(fileExtension: fileExtension), named != format {
            throw ValidationError("--format \(format.rawValue) contradicts the output file '\(output)', whose extension .\(fileExtension) means \(named.rawValue); drop --format, or name the file .\(format.fileExtension)")
        }
        if output == "-", standardOutputIsTerminal, let format = try? resolvedFormat(), format.isBinary {
            throw ValidationError("--format \(format.rawValue) writes binary bytes, which a terminal cannot show; write a file with -o diagram.\(format.fileExtension), or pipe the output into one")
        }
    }
}
