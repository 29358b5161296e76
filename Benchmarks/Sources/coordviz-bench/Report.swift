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
    /// `GraphvizRenderer.render(_:format: .dot)`: validation, cgraph build, DOT text.
    var dotText: Summary?
    /// `GraphvizRenderer.render(_:format: .svg)`: validation, cgraph build, layout, SVG.
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
    /// Phase times from one `dot -v` run.
    var phases: DotPhases?
    /// 1-minute load average when the case started.
    var loadAverage: Double?
}
