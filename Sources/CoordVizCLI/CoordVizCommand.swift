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

        Example:
          coordviz render Samples/love-story/flow.yaml \\
              Output/love-story/snapshot.json --view flows -o flows.svg

        Exit status (every command):
        \(ExitStatus.table)
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
        if arguments == ["--version"] {
            print(CoordVizVersion.full)
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
