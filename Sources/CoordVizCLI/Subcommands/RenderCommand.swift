import ArgumentParser
import CoordVizCore
import CoordVizRender
import CoordVizSpec
import Foundation

/// `coordviz render`: draws one view of the merged inputs in one format.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a view of specs and snapshots to SVG, PNG, PDF or DOT.",
        discussion: """
        Views:
        \(ViewKind.allCases.map { "  \($0.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

        Examples:
          coordviz render Samples/love-story/flow.yaml \\
              Output/love-story/snapshot.json --view flows -o flows.png
          coordviz render snapshot.json --view hierarchy --format dot -o -
        """
    )

    @Argument(help: "Flow specs (.yaml, .yml, .json) and snapshots (.json).")
    var inputs: [String] = []

    @Option(name: .long, help: "The view to draw.")
    var view: ViewKind = .hierarchy

    @Option(name: .long, help: "Output format; by default the -o file's extension, else svg.")
    var format: OutputFormat?

    @Option(name: .shortAndLong, help: "The file to write; '-' writes to standard output.")
    var output: String = "-"

    mutating func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one input: a flow spec (.yaml) and/or a snapshot (.json)") }
    }

    func run() throws {
        try Failure.reporting {
            let loaded = try InputLoader.load(inputs)
            loaded.warnings.forEach(StandardError.write)
            let format = try resolvedFormat()
            let diagram = view.diagram(of: loaded.model)
            let bytes = try GraphvizRenderer.render(diagram, format: format)
            try OutputWriter.write(Data(bytes), to: output)
        }
    }

    func resolvedFormat() throws -> OutputFormat {
        if let format { return format }
        if output == "-" { return .svg }
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        guard let inferred = OutputFormat(rawValue: ext) else { throw CLIError.formatNeeded(output) }
        return inferred
    }
}

extension ViewKind: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}
