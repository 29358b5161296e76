import Foundation

/// Everything one bench run measured: the JSON the `--json` option writes, and what the
/// Markdown report is made from.
struct Report: Codable, Sendable {
    var date: String
    var seed: UInt64
    var repetitions: Int
    var timeLimitSeconds: Double
    var engine: String
    var machine: Machine
    /// The app-wide stages of each size, in size order.
    var apps: [AppResult] = []
    var cases: [CaseResult]

    /// The report as pretty-printed JSON with sorted keys.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}

/// One synthetic app size drawn as one view: every stage's timings, in seconds.
struct CaseResult: Codable, Sendable {
    var coordinators: Int
    var view: String
    var shape: GraphShape?
    /// `ViewKind.diagram(of:)`: model to pure-Swift diagram.
    var diagramBuild: Summary?
    /// `GraphvizRenderer.buildGraph`: validation and the graph built through the C API (which
    /// `render` no longer uses: it hands Graphviz the DOT text), for comparison.
    var graphBuild: Summary?
    /// `GraphvizRenderer.render(_:format: .dot)`: validation, DOT text written in Swift.
    var dotText: Summary?
    /// `GraphvizRenderer.render(_:format: .svg)`: validation, DOT text, Graphviz reading it, layout, SVG.
    var inProcess: Summary?
    var inProcessProblem: String?
    var inProcessSVGBytes: Int?
    /// The worker's peak resident memory after each in-process sample, warm-up included when kept.
    var inProcessPeakResidentBytes: [Int]?
    /// `dot -Tsvg` on the DOT text above, wall clock of the whole process.
    var dotProgram: Summary?
    var dotProblem: String?
    var dotSVGBytes: Int?
    /// In-process median over `dot` median.
    var ratio: Double?
    /// `coordviz render app.yaml --view <view> --format svg`: the whole command, process start,
    /// spec reading and the layout worker included.
    var cliRender: Summary?
    var cliProblem: String?
    /// Phase times from one `dot -v` run.
    var phases: DotPhases?
    /// 1-minute load average when the case started.
    var loadAverage: Double?
}

/// The stages of one synthetic app size that no view shares, in seconds.
struct AppResult: Codable, Sendable {
    var coordinators: Int
    /// Objects of the live tree (coordinators, containers, screens).
    var objects: Int?
    /// `FlowSpecParser.parse` of the spec text, in process.
    var parse: Summary?
    /// `Introspector.snapshot(of:)` of the live tree, and the standard library's `dump` of it.
    var introspection: Summary?
    var dump: Summary?
    /// `SpecMerger.merge` of the spec with the snapshot.
    var merge: Summary?
    var problem: String?
    /// `coordviz validate app.yaml`, the whole command.
    var cliValidate: Summary?
    var cliValidateProblem: String?
    /// `coordviz render app.yaml --format html`: every view and every transition's storyboard,
    /// laid out in parallel layout workers.
    var allViews: Summary?
    var allViewsProblem: String?
    /// How many diagrams that page holds.
    var allViewsDiagrams: Int?
}
