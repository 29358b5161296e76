import ArgumentParser
import CoordVizRender
import Foundation

/// The `coordviz` command: draws iOS coordinator architectures with Graphviz.
public struct CoordVizCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "coordviz",
        abstract: "Draw iOS coordinator architectures: ownership, tabs, stacks and flows.",
        discussion: """
        Inputs are flow specs (.yaml, .yml, or .json) and snapshots (.json written by \
        CoordVizCore's Snapshot.write(to:) from a live app). A spec and a snapshot of the same app \
        are merged: the snapshot gives the structure, the spec adds transitions and deep links.

        Every command that reads a model takes the same inputs: flow specs (several are read as \
        one spec), at most one snapshot, and for review and compare one recording. With none on \
        the command line, the 'inputs:' of .coordviz.yml (found in the working folder or above \
        it, or named with --config) are read, and its 'render:' and 'docs:' sections give those \
        commands' defaults; what the command line gives wins. --quiet keeps only errors on \
        standard error; --color auto|always|never colours error:, warning: and note:.

        Example:
          coordviz render Samples/love-story/flow.yaml \\
              Output/love-story/snapshot.json --view flows -o flows.svg

        Exit status (every command):
        \(ExitStatus.table)
        A --view, --tab, --root, --focus or --flow naming nothing in the model is bad usage (64), \
        with the closest name suggested.
        """,
        version: "coordviz \(CoordVizVersion.string)",
        subcommands: [
            RenderCommand.self,
            ValidateCommand.self,
            CompareCommand.self,
            LayoutWorkerCommand.self,
            ReviewCommand.self,
            DocsCommand.self,
            ModelCommand.self,
            DiffCommand.self,
            ScanCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line: prepares the process (``ProcessSetup``), answers `--version`
    /// with the Graphviz in use, suggests the subcommand a mistyped one meant, then parses and
    /// runs, reporting usage errors in coordviz's own form (``UsageError``).
    public static func main() {
        ProcessSetup.prepare()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == [LayoutWorker.commandName] {
            // A layout worker answers its parent straight away: parsing the whole command line
            // interface first would add to every layout's start-up.
            Foundation.exit(LayoutWorker.serve())
        }
        GlobalOptions.apply(to: arguments)
        if arguments == ["--version"] {
            print(CoordVizVersion.full)
            return
        }
        if let script = CompletionScript.requested(by: arguments, of: self) {
            print(script)
            return
        }
        if let message = CommandSuggestion.message(for: arguments, of: self) {
            StandardError.write(message)
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            UsageError.exit(error, of: self)
        }
    }
}
