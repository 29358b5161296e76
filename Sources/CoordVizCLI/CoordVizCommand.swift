import ArgumentParser

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

    /// Runs the command line: prepares the process (``ProcessSetup``), then parses and runs.
    public static func main() {
        ProcessSetup.prepare()
        main(nil)
    }
}
