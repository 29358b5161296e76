import ArgumentParser
import CoordVizCore
import CoordVizRender
import CoordVizSpec
import Foundation

/// `coordviz render`: draws views of the merged inputs in one format.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a view of specs and snapshots to SVG, PNG, PDF, DOT, Mermaid, JSON or HTML.",
        discussion: """
        Views:
        \(ViewKind.catalog.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

        --format html writes one self-contained page; give --view several times to put several \
        views in it, or none for every view (every transition's storyboard included).

        Examples:
          coordviz render Samples/love-story/flow.yaml \\
              Output/love-story/snapshot.json --view flows -o flows.png
          coordviz render flow.yaml snapshot.json \\
              --view flow:deep-view-in-orders -o deep.svg
          coordviz render flow.yaml snapshot.json \\
              --view tabs --tab Orders --theme dark -o orders.png
          coordviz render flow.yaml snapshot.json -o app.html
          coordviz render snapshot.json --view hierarchy --format dot -o -
        """
    )

    @Argument(help: "Flow specs (.yaml, .yml, .json) and snapshots (.json).")
    var inputs: [String] = []

    @Option(
        parsing: .singleValue,
        help: ArgumentHelp("The view to draw: \(ViewKind.names.joined(separator: ", ")) (default: hierarchy; with --format html, every view).", valueName: "view"),
        transform: { text in
            do { return try ViewKind(parsing: text) } catch let error as RenderError { throw ValidationError(error.description) }
        }
    )
    var view: [ViewKind] = []

    @OptionGroup(title: "Filters") var filters: FilterOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Output") var out: OutputOptions
    @OptionGroup(title: "Layout process") var layoutProcess: LayoutProcessOptions

    mutating func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one input: a flow spec (.yaml) and/or a snapshot (.json)") }
        let format = try? out.resolvedFormat()
        if view.count > 1, format != .html {
            throw ValidationError("several --view options need --format html (one page holding every view); other formats draw one view")
        }
        try filters.check(views: view.isEmpty ? [.hierarchy] : view, allViews: view.isEmpty && format == .html)
    }

    func run() throws {
        try Failure.reporting {
            let loaded = try InputLoader.load(inputs)
            loaded.warnings.forEach(StandardError.write)
            let format = try out.resolvedFormat()
            let model = loaded.model
            let allViews = view.isEmpty && format == .html
            let views = view.isEmpty ? (allViews ? ViewKind.all(of: model) : [.hierarchy]) : view
            var options = ViewOptions(
                filter: filters.filter, highlightedTransition: filters.flow, collapse: filters.collapse,
                theme: look.theme, rankdir: look.direction,
                linkExtension: format == .svg ? "svg" : nil
            )
            let bytes: [UInt8]
            let isolation = try layoutProcess.isolation()
            let sizeGuard = layoutProcess.sizeGuard
            if format == .html {
                options.linkExtension = nil
                var diagrams: [(String, Diagram)] = []
                for kind in views {
                    let viewOptions = allViews ? options.applicable(to: kind) : options
                    let diagram = try kind.diagram(of: model, options: viewOptions)
                    do {
                        try sizeGuard.check(diagram, view: kind, model: model, options: viewOptions)
                    } catch let error as RenderError where allViews {
                        // A page of every view leaves out the ones too big to lay out, and says so.
                        StandardError.write("warning: left out of the page: \(error)")
                        continue
                    }
                    diagrams.append((kind.name, diagram))
                }
                bytes = try DiagramRenderer.page(
                    title: "\(model.app) — coordviz", views: diagrams, engine: look.engine, theme: look.theme,
                    isolation: isolation, maxConcurrentLayouts: layoutProcess.layoutJobs ?? ProcessInfo.processInfo.activeProcessorCount
                )
            } else {
                let diagram = try views[0].diagram(of: model, options: options)
                if format.graphviz?.needsLayout ?? false { try sizeGuard.check(diagram, view: views[0], model: model, options: options) }
                bytes = try DiagramRenderer.render(diagram, as: format, engine: look.engine, theme: look.theme, isolation: isolation)
            }
            try OutputWriter.write(Data(bytes), to: out.output)
        }
    }
}
