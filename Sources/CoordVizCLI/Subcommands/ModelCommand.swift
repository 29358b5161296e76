import ArgumentParser
import CoordVizFrontend
import Foundation

/// `coordviz model`: the merged model as versioned JSON, for scripts.
struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Write the merged model as JSON (schema: docs/coordviz-model.schema.json) for scripts and other tools.",
        discussion: """
        The document describes the app, not a drawing: coordinators with their parent, children \
        and back-references (with strength), containers (tab bars, stacks, screens, containment) \
        as entries with ids, screens, transitions with their steps, deep links, entry points, \
        phases, the live state (selected tabs, stack tops, presented containers) and what a \
        snapshot could not read. `render --format json` is the diagram instead.

        Examples:
          coordviz model Samples/love-story/flow.yaml Output/love-story/snapshot.json -o model.json
          coordviz model flow.yaml | jq '.transitions[] | .id'
        """
    )

    @OptionGroup(title: "Inputs") var input: InputOptions

    @Option(name: .shortAndLong, help: "The file to write; '-' writes to standard output.")
    var output: String = "-"

    @OptionGroup(title: "Messages and configuration") var common: GlobalOptions

    func run() throws {
        try Failure.reporting {
            let paths = try input.paths(command: "model", configuration: common.configuration())
            try InputFileNames.check(output: output, against: paths)
            let loaded = try ModelLoader.load(paths)
            loaded.warnings.forEach(StandardError.write)
            try OutputWriter.write(Data(ModelDocument(loaded.model, releaseCheck: loaded.snapshot?.releaseCheck).json()), to: output)
        }
    }
}
