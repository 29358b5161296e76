import CoordVizScan
import CoordVizSpec
import Foundation
import Testing

/// Scanning each sample's sources reproduces its hand-written spec: precision and recall per
/// category are printed, and each must stay at or above the floor recorded here.
@Suite("Scanning the samples")
struct SampleAccuracyTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = ["love-story", "tab-coordinator", "root-containment", "navigation-children", "router-login", "tabbar-owner"]

    static func scanned(_ sample: String) throws -> String {
        let folder = repository.appendingPathComponent("Samples/\(sample)").path
        return SpecWriter.yaml(try Scanner.scan(folder: folder, app: sample))
    }

    @Test("a scanned sample is a spec that validates", arguments: samples)
    func scannedSpecValidates(sample: String) throws {
        let yaml = try Self.scanned(sample)
        let parsed = try FlowSpecParser.parse([SpecFile(path: "\(sample).yaml", text: yaml)])
        #expect(!parsed.model.coordinators.isEmpty)
    }

    @Test("scanning a sample finds what its hand-written spec declares (precision and recall per category)", arguments: samples)
    func accuracy(sample: String) throws {
        let expected = try SpecFacts(yaml: String(contentsOf: Self.repository.appendingPathComponent("Samples/\(sample)/flow.yaml"), encoding: .utf8))
        let found = try SpecFacts(yaml: Self.scanned(sample))
        let scores = SpecFacts.score(found: found, expected: expected)
        var lines = ["\(sample):"]
        for category in SpecFacts.categories {
            let score = scores[category]!
            lines.append("  \(category.padding(toLength: 13, withPad: " ", startingAt: 0)) precision \(String(format: "%.2f", score.precision)) recall \(String(format: "%.2f", score.recall)) (\(score.truePositives) of \(score.found) found, \(score.expected) expected)")
            let missing = (expected.sets[category] ?? []).subtracting(found.sets[category] ?? []).sorted()
            let extra = (found.sets[category] ?? []).subtracting(expected.sets[category] ?? []).sorted()
            if !missing.isEmpty { lines.append("      missing: \(missing.joined(separator: " | "))") }
            if !extra.isEmpty { lines.append("      extra:   \(extra.joined(separator: " | "))") }
        }
        print(lines.joined(separator: "\n"))
        #expect(scores["coordinators"]!.recall == 1, "every coordinator of \(sample) is found")
        for (category, floor) in Self.recallFloors[sample] ?? [:] {
            #expect(scores[category]!.recall >= floor - 0.005, "\(sample): recall of \(category) fell below \(floor)")
        }
        // Precision against a hand-written spec that leaves things out (love-story's parent
        // links and two of its deep links) is bounded by what the spec declares; structure must
        // not invent coordinators, children, tabs or screens.
        for category in ["coordinators", "tabs", "screens", "pushes"] {
            #expect(scores[category]!.precision == 1, "\(sample): \(category) the hand-written spec does not have: \(((found.sets[category] ?? []).subtracting(expected.sets[category] ?? [])).sorted())")
        }
    }

    /// The recall each sample reached when this floor was last raised: a scan that finds less
    /// fails. Raise a floor when the scan gets better; categories at 1 are left out of the list
    /// only where the hand-written spec declares nothing.
    static let recallFloors: [String: [String: Double]] = [
        "love-story": ["children": 1, "tabs": 1, "screens": 1, "pushes": 1, "transitions": 1, "deepLinks": 1],
        "tab-coordinator": ["children": 1, "tabs": 1, "screens": 0.86, "pushes": 1, "transitions": 0.67],
        "root-containment": ["children": 1, "tabs": 1, "screens": 1],
        // 0.91: the sign-out alert is no screen now, so its action and Done are one (from, steps) fact.
        "navigation-children": ["children": 1, "parents": 1, "presentations": 1, "screens": 1, "pushes": 1, "transitions": 0.91],
        "router-login": ["children": 1, "tabs": 1, "presentations": 1, "phases": 1, "screens": 0.89, "pushes": 1, "transitions": 0.77, "deepLinks": 1],
        "tabbar-owner": ["children": 1, "parents": 1, "tabs": 1, "containers": 1, "screens": 1, "pushes": 1, "transitions": 0.5],
    ]
}
