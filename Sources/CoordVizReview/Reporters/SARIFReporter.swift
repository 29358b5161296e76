import CoordVizCore
import Foundation

/// SARIF 2.1.0, the format GitHub code scanning reads: one run whose driver lists every rule
/// that ran, and one result per finding, located at its spec line (or, without one, its
/// snapshot file), with the snapshot's JSON path as a related location and a fingerprint made
/// of rule id and element so that code scanning follows a finding across edits.
enum SARIFReporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ report: ReviewReport) -> String {
        let rules = report.rules.map { rule -> [String: Any] in
            [
                "id": rule.id,
                "name": rule.name,
                "shortDescription": ["text": rule.summary],
                "fullDescription": ["text": rule.rationale],
                "defaultConfiguration": ["level": level(rule.defaultSeverity)],
                // Where the rule is explained: docs/review-rules.md#<id> in coordviz's repository.
                "properties": ["documentation": "docs/review-rules.md#\(rule.id)"],
            ]
        }
        let results = report.findings.map { finding -> [String: Any] in
            var result: [String: Any] = [
                "ruleId": finding.ruleID,
                "level": level(finding.severity),
                "message": ["text": finding.message],
            ]
            if let index = report.rules.firstIndex(where: { $0.id == finding.ruleID }) { result["ruleIndex"] = index }
            var locations = finding.locations
            if let first = locations.first {
                result["locations"] = [location(first, report)]
                locations.removeFirst()
            }
            if !locations.isEmpty {
                result["relatedLocations"] = locations.enumerated().map { offset, place in
                    var related = location(place, report)
                    related["id"] = offset + 1
                    return related
                }
            }
            if let element = finding.element {
                result["partialFingerprints"] = ["coordvizElement/v1": "\(finding.ruleID):\(element.kind):\(element.id)"]
                result["properties"] = ["element": ["kind": element.kind, "id": element.id]]
            }
            return result
        }
        let tool = report.tool.split(separator: " ", maxSplits: 1)
        var driver: [String: Any] = [
            "name": String(tool.first ?? "coordviz"),
            "rules": rules,
        ]
        if tool.count > 1 { driver["semanticVersion"] = String(tool[1]) }
        let log: [String: Any] = [
            "$schema": schema,
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": results, "columnKind": "unicodeCodePoints"]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A physical location: the file, and the line and column when known (a JSON path's, when
    /// the report resolved it); a JSON path is also the location's message.
    static func location(_ place: DiagnosticLocation, _ report: ReviewReport) -> [String: Any] {
        var physical: [String: Any] = ["artifactLocation": ["uri": uri(place.path)]]
        if let position = report.position(of: place) { physical["region"] = ["startLine": position.line, "startColumn": position.column] }
        var result: [String: Any] = ["physicalLocation": physical]
        if let jsonPath = place.jsonPath { result["message"] = ["text": "\(place.kind.rawValue) \(jsonPath)"] }
        return result
    }

    /// A relative path stays relative (code scanning resolves it against the checkout); an
    /// absolute one becomes a `file://` URI. Characters a URI cannot hold are percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://\(encoded)" : encoded
    }
}
