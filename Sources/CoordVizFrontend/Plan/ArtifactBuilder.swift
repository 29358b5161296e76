import CoordVizCore
import CoordVizRender
import Foundation

/// Builds the bytes of an ``ArtifactPlan``: every view's diagram is made in this process, then
/// every Graphviz layout of the plan (HTML pages' views included) goes to one
/// ``LayoutScheduler``, so layouts run on every core in worker processes and the bytes are the
/// same as a serial run.
public struct ArtifactBuilder: Sendable {
    public var engine: LayoutEngine
    public var theme: Theme
    public var isolation: LayoutIsolation
    public var maxConcurrentLayouts: Int
    /// Views with more nodes than this guard allows are not laid out: a view asked for is a
    /// ``RenderError/tooLarge(view:app:size:limit:instead:)`` error, and a page of every view
    /// leaves it out and says so through ``warn``. `nil`: no limit.
    public var sizeGuard: SizeGuard?
    /// Receives one sentence per view left out of a page.
    public var warn: (@Sendable (String) -> Void)?
    /// Runs once every diagram is made, on the calling thread while the layouts run in workers
    /// (in process, before them): where a caller collects work it left running beside the
    /// diagrams (the spec's checks, see ``ModelLoader/load(_:specChecks:)``), so that work
    /// overlaps Graphviz's. An error it throws stops the build: no further layout starts and
    /// the workers drawing one are killed.
    public var duringLayout: (@Sendable () throws -> Void)?

    public init(
        engine: LayoutEngine = .dot, theme: Theme = .light, isolation: LayoutIsolation = .inProcess,
        maxConcurrentLayouts: Int = ProcessInfo.processInfo.activeProcessorCount,
        sizeGuard: SizeGuard? = nil, warn: (@Sendable (String) -> Void)? = nil,
        duringLayout: (@Sendable () throws -> Void)? = nil
    ) {
        self.engine = engine
        self.theme = theme
        self.isolation = isolation
        self.maxConcurrentLayouts = maxConcurrentLayouts
        self.sizeGuard = sizeGuard
        self.warn = warn
        self.duringLayout = duringLayout
    }

    /// The bytes of every artifact of `plan`, in plan order.
    ///
    /// - Parameter progress: called after each layout finishes with (done, total), for a
    ///   progress line on a terminal.
    /// - Throws: ``FrontendError`` for unsafe or repeated paths, ``RenderError`` for a view that
    ///   cannot be drawn, ``LayoutWorkerError`` when a layout crashed or timed out.
    public func build(
        _ plan: ArtifactPlan, of model: ArchitectureModel, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> [BuiltArtifact] {
        try plan.checkPaths()
        return try buildUnchecked(plan, of: model, progress: progress)
    }

    /// The bytes of one artifact, whatever its path (a single output may be absolute or `-`).
    public func build(_ artifact: Artifact, of model: ArchitectureModel) throws -> [UInt8] {
        try buildUnchecked(ArtifactPlan([artifact]), of: model, progress: nil)[0].bytes
    }

    private func buildUnchecked(
        _ plan: ArtifactPlan, of model: ArchitectureModel, progress: (@Sendable (Int, Int) -> Void)?
    ) throws -> [BuiltArtifact] {
        // First every diagram and layout job, so all layouts can run at once.
        var jobs: [LayoutJob] = []
        var pending: [Pending] = []
        let sharing = SharedLookups(model: model)
        for artifact in plan.artifacts {
            switch artifact.content {
            case .text(let text):
                pending.append(.ready(Array(text.utf8)))
            case .bytes(let bytes):
                pending.append(.ready(bytes))
            case .view(let view, let format, let options):
                let needsLayout = format.graphviz?.needsLayout ?? (format == .html)
                if needsLayout, let refusal = sizeGuard?.refusal(before: view, of: model, options: options) { throw refusal }
                let diagram = try view.diagram(of: model, options: options, sharing: sharing)
                if needsLayout { try sizeGuard?.check(diagram, view: view, model: model, options: options) }
                if let graphviz = format.graphviz {
                    jobs.append(LayoutJob(diagram, format: graphviz, engine: engine, name: view.name))
                    pending.append(.layout(jobs.count - 1))
                } else {
                    pending.append(.ready(try DiagramRenderer.render(diagram, as: format, engine: engine, theme: theme, isolation: isolation)))
                }
            case .page(let title, let views, let options, let optionsPerView):
                var drawn: [(name: String, diagram: Diagram, job: Int)] = []
                for view in views {
                    var viewOptions = optionsPerView ? options.applicable(to: view) : options
                    viewOptions.linkExtension = nil
                    if let refusal = sizeGuard?.refusal(before: view, of: model, options: viewOptions) {
                        guard optionsPerView else { throw refusal }
                        warn?("left out of the page: \(refusal)")
                        continue
                    }
                    let diagram = try view.diagram(of: model, options: viewOptions, sharing: sharing)
                    if let refusal = sizeGuard?.refusal(of: diagram, view: view, model: model, options: viewOptions) {
                        // A page of every view leaves out the ones too big to lay out, and says so.
                        guard optionsPerView else { throw refusal }
                        warn?("left out of the page: \(refusal)")
                        continue
                    }
                    jobs.append(LayoutJob(diagram, format: .svg, engine: engine, name: view.name))
                    drawn.append((view.name, diagram, jobs.count - 1))
                }
                pending.append(.page(title: title, drawn))
            }
        }
        let scheduler = LayoutScheduler(isolation: isolation, maxConcurrentLayouts: maxConcurrentLayouts)
        let laidOut = try scheduler.render(jobs, progress: progress, meanwhile: duringLayout)
        return zip(plan.artifacts, pending).map { artifact, pending in
            switch pending {
            case .ready(let bytes):
                return BuiltArtifact(path: artifact.path, bytes: bytes)
            case .layout(let job):
                return BuiltArtifact(path: artifact.path, bytes: laidOut[job])
            case .page(let title, let drawn):
                let views = drawn.map { ($0.name, $0.diagram, laidOut[$0.job]) }
                return BuiltArtifact(path: artifact.path, bytes: DiagramRenderer.assemblePage(title: title, views: views, theme: theme))
            }
        }
    }

    private enum Pending {
        case ready([UInt8])
        case layout(Int)
        case page(title: String, [(name: String, diagram: Diagram, job: Int)])
    }
}
