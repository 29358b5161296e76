import CoordVizCore
@_spi(Benchmarks) import CoordVizRender
import CoordVizSpec
import Foundation
import SyntheticApps

/// The child-process half of the bench: measures one case in process and streams every result
/// to a records file (``WorkerRecord``).
///
/// It runs in its own process because a Graphviz layout cannot be cancelled in process: the
/// parent kills the worker at the case's time limit and still reads every sample finished
/// until then. Order: the model, the diagram build and DOT text samples (fast, pure Swift and
/// cgraph), the DOT text written to `case.dot` for the `dot` program, then layout+SVG samples.
struct Worker {
    /// What to measure; passed on the command line by ``Driver``.
    struct Job {
        var coordinators: Int
        var view: ViewKind
        var seed: UInt64
        var engine: LayoutEngine
        var repetitions: Int
        var timeLimit: Duration
        /// Receives `records.jsonl`, `case.dot` and `in-process.svg`.
        var directory: String
    }

    let job: Job

    func run() throws {
        try WorkerRecord.streaming(into: job.directory, measure)
    }

    private func measure(into records: FileHandle) throws {
        // The model `coordviz render` draws from the app's spec.
        let model = try FlowSpecParser.parse(SyntheticSpec(SyntheticApp(coordinators: job.coordinators, seed: job.seed)).text(), path: "app.yaml").model
        let fast = SamplingPolicy(
            repetitions: job.repetitions, warmUps: 2, budget: .seconds(10),
            minimumTotal: .milliseconds(200), maximumRepetitions: max(job.repetitions, 200)
        )
        var diagram = try job.view.diagram(of: model)
        let diagramSamples = try fast.run { diagram = try job.view.diagram(of: model) }
        let graphSamples = try fast.run { try GraphvizRenderer.buildGraph(diagram) }
        try WorkerRecord(
            kind: .prepared, shape: Self.shape(of: diagram, dot: []),
            diagramBuild: diagramSamples.map(Timing.seconds), graphBuild: graphSamples.map(Timing.seconds)
        ).write(to: records)
        // The first sample decides whether there is time for more.
        var dot: [UInt8] = []
        var dotSamples = [try Timing.measure { dot = try GraphvizRenderer.render(diagram, format: .dot) }.duration]
        if dotSamples[0] < .seconds(1) { dotSamples += try fast.run { dot = try GraphvizRenderer.render(diagram, format: .dot) } }
        try Data(dot).write(to: URL(fileURLWithPath: job.directory + "/case.dot"))
        try WorkerRecord(kind: .dot, shape: Self.shape(of: diagram, dot: dot), dotBuild: dotSamples.map(Timing.seconds)).write(to: records)

        // Open Graphviz's context and load its plugins on a tiny graph first, so the case's own
        // warm-up is about the case.
        _ = try GraphvizRenderer.render(Diagram(name: "warm-up", nodes: [.init(id: "a")]), format: .svg, engine: job.engine)

        let slow = SamplingPolicy(
            repetitions: job.repetitions, warmUps: 1, budget: job.timeLimit * 0.9,
            maximumRepetitions: job.repetitions
        )
        var svg: [UInt8] = []
        _ = try slow.run {
            svg = try GraphvizRenderer.render(diagram, format: .svg, engine: job.engine)
        } onSample: { duration in
            try WorkerRecord(
                kind: .layout, seconds: Timing.seconds(duration), outputBytes: svg.count,
                peakResidentBytes: Self.peakResidentBytes()
            ).write(to: records)
        }
        try Data(svg).write(to: URL(fileURLWithPath: job.directory + "/in-process.svg"))
    }

    /// The process's peak resident set size (`getrusage`; kilobytes on Linux, bytes on macOS).
    static func peakResidentBytes() -> Int? {
        var usage = rusage()
        #if os(Linux)
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) * 1024
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)
        #endif
    }

    static func shape(of diagram: Diagram, dot: [UInt8]) -> GraphShape {
        func clusterCount(_ clusters: [Diagram.Cluster]) -> Int {
            clusters.reduce(clusters.count) { $0 + clusterCount($1.clusters) }
        }
        return GraphShape(
            nodes: diagram.allNodes.count, edges: diagram.edges.count, clusters: clusterCount(diagram.clusters),
            dotBytes: dot.count, dotDigest: GraphShape.fnv1a(dot)
        )
    }
}

/// A bench failure with a message for the user.
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
