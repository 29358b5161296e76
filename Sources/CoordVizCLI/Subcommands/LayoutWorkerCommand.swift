import ArgumentParser
import CoordVizRender

/// `coordviz _layout-worker` (hidden): lays out the diagrams a parent `coordviz` sends on standard
/// input, one after the other, and writes each drawing to standard output (``LayoutWorker``), so
/// a Graphviz crash or a layout that never ends cannot take the parent down.
struct LayoutWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: LayoutWorker.commandName,
        abstract: "Internal: lay out diagrams for a parent coordviz process.",
        shouldDisplay: false
    )

    func run() throws {
        let status = LayoutWorker.serve()
        if status != 0 { throw ExitCode(status) }
    }
}
