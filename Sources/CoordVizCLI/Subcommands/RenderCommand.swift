import ArgumentParser
import CoordVizCore
import CoordVizFrontend
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

        With neither -o nor --format, the 'render:' section of .coordviz.yml may name a folder \
        to write (render: { views: [overview, flows], formats: [svg, png], output: diagrams }); \
        its theme, layout and rankdir apply whenever the options are not given.

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

    @OptionGroup(title: "Inputs") var input: InputOptions

    @Option(
        parsing: .singleValue,
        help: ArgumentHelp("The view to draw: \(ViewKind.names.joined(separator: ", ")) (default: hierarchy; with --format html, every view).", valueName: "view"),
        completion: ValueCompletion.views,
        transform: ViewArgument.parse
    )
    var view: [ViewKind] = []

    @OptionGroup(title: "Filters") var filters: FilterOptions
    @OptionGroup(title: "Look") var look: LookOptions
    @OptionGroup(title: "Output") var out: OutputOptions
    @OptionGroup(title: "Several views into a folder") var folder: FolderOutputOptions
    @OptionGroup(title: "Layout process") var layoutProcess: LayoutProcessOptions

    @OptionGroup(title: "Messages and configuration") var common: GlobalOptions

    /// Neither -o nor --format: the configuration's `render.output` folder may be meant, so the
    /// checks of one file wait until the configuration is read. (`-o -` names standard output.)
    private var namesNoFile: Bool { out.givenOutput == nil && out.format == nil }

    mutating func validate() throws {
        if folder.outputDirectory != nil {
            if out.output != "-" || out.format != nil {
                throw ValidationError("give either -o FILE (one view, or an HTML page) or --output-dir FOLDER with --formats, not both")
            }
            _ = try folder.formats()
            try filters.check(views: view, allViews: view.isEmpty)
            return
        }
        if namesNoFile {
            _ = try folder.formats()
            return
        }
        try checkOneFile()
    }

    /// The checks of drawing one file (-o, or standard output).
    private func checkOneFile() throws {
        if folder.formatList != nil { throw ValidationError("--formats goes with --output-dir; for one file use --format") }
        try out.check()
        let format = try? out.resolvedFormat()
        if view.count > 1, format != .html {
            throw ValidationError("several --view options need --format html (one page holding every view); other formats draw one view")
        }
        try filters.check(views: view.isEmpty ? [.hierarchy] : view, allViews: view.isEmpty && format == .html)
    }

    func run() throws {
        try Failure.reporting {
            let configuration = try common.configuration()
            let settings = configuration.render
            let directory = folder.outputDirectory ?? (namesNoFile ? settings.output : nil)
            if directory == nil, namesNoFile {
                do { try checkOneFile() } catch let error as ValidationError { throw CLIError.usage(error.message) }
            }
            let paths = try input.paths(command: "render", configuration: configuration)
            try InputFileNames.check(output: out.output, against: paths)
            // A layout worker starts while the inputs are read, so its start-up is not waited for.
            let knownFormat = directory == nil ? try? out.resolvedFormat() : nil
            if directory != nil || knownFormat?.graphviz?.needsLayout == true || knownFormat == .html {
                try? layoutProcess.isolation().prestartWorkers()
            }
            // The spec's whole-app checks run beside the diagrams and the layouts; they are
            // collected (and their warnings printed) while the layouts run.
            let loaded = try ModelLoader.load(paths, specChecks: .inBackground)
            KeptUntilExit.keep(loaded)
            let checks = BackgroundSpecChecks(loaded)
            // Whatever fails before the checks are collected, a spec error is reported first.
            let drawn: [UInt8]? = try checks.reportingSpecErrorsFirst {
                if let directory {
                    try renderFolder(loaded.model, into: directory, settings: settings, checks: checks)
                    return nil
                }
                let format = try knownFormat ?? out.resolvedFormat()
                let model = loaded.model
                let allViews = view.isEmpty && format == .html
                let views = view.isEmpty ? (allViews ? ViewKind.all(of: model) : [.hierarchy]) : view
                let options = ViewOptions(
                    filter: filters.filter, highlightedTransition: filters.flow, collapse: filters.collapse,
                    theme: look.theme(settings.look), rankdir: look.direction(settings.look),
                    linkExtension: format == .svg ? "svg" : nil
                )
                let builder = try builder(settings.look, checks: checks)
                let content: Artifact.Content = format == .html
                    ? .page(title: ArtifactPlan.pageTitle(of: model), views: views, options: options, optionsPerView: allViews)
                    : .view(views[0], format: format, options: options)
                return try builder.build(Artifact(path: out.output, content: content), of: model)
            }
            guard let bytes = drawn else { return }
            try checks.collect()
            try OutputWriter.write(Data(bytes), to: out.output)
        }
    }

    private func builder(_ configured: LookSettings, checks: BackgroundSpecChecks) throws -> ArtifactBuilder {
        ArtifactBuilder(
            engine: look.engine(configured), theme: look.theme(configured), isolation: try layoutProcess.isolation(),
            maxConcurrentLayouts: layoutProcess.layoutJobs ?? ProcessInfo.processInfo.activeProcessorCount,
            sizeGuard: layoutProcess.sizeGuard, warn: { StandardError.write("warning: \($0)") },
            duringLayout: { try checks.collect() }
        )
    }

    /// `--output-dir` (or `render.output` of the configuration): each view in each format as a
    /// file of the folder, `index.html` for html, every layout on every core. The views and
    /// formats given, else the configuration's, else every view as SVG.
    private func renderFolder(_ model: ArchitectureModel, into directory: String, settings: RenderSettings, checks: BackgroundSpecChecks) throws {
        let views = !view.isEmpty ? view : settings.views.isEmpty ? ViewKind.all(of: model) : settings.views
        let formats = try folder.formatList != nil || settings.formats.isEmpty ? folder.formats() : settings.formats
        if folder.outputDirectory == nil {
            do { try filters.check(views: views, allViews: view.isEmpty && settings.views.isEmpty) } catch let error as ValidationError { throw CLIError.usage(error.message) }
        }
        let options = ViewOptions(
            filter: filters.filter, highlightedTransition: filters.flow, collapse: filters.collapse,
            theme: look.theme(settings.look), rankdir: look.direction(settings.look)
        )
        let plan = ArtifactPlan.views(views, of: model, formats: formats, options: options)
        let built = try builder(settings.look, checks: checks).build(plan, of: model, progress: ProgressLine.forTerminal(noun: "layout"))
        try checks.collect()
        try ArtifactFolder.write(built, into: URL(fileURLWithPath: directory))
    }
}
