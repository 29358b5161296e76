import CoordVizCore
import Foundation

/// A versioned JSON document (`format: coordviz-review`, `version: 1`) holding the findings as
/// ``Diagnostic`` values: rule id, severity, message, locations (spec line and column, snapshot
/// and recording JSON paths) and element.
enum JSONReporter {
    struct Document: Encodable {
        var format = "coordviz-review"
        var version = 1
        var tool: String
        var findings: [Diagnostic]
        var accepted: Int
        var summary: Summary
        var rules: [String]
    }

    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
    }

    static func render(_ report: ReviewReport) -> String {
        let document = Document(
            tool: report.tool, findings: report.findings, accepted: report.accepted,
            summary: Summary(errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note)),
            rules: report.rules.map(\.id)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them always encode.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
