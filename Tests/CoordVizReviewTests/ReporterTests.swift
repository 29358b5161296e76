import CoordVizCore
import CoordVizReview
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The shape of every reporter's output, on a report whose text would break each format if it
/// were not escaped.
@Suite struct ReporterTests {
    let report = ReviewReportFixtures.report

    @Test func textIsCompilerFormOneFindingALineThenTheSummary() {
        #expect(Reporter.text.render(report).split(separator: "\n").count == 4, "the hostile message's line break is made visible")
        for reporter in Reporter.allCases {
            #expect(!reporter.render(report).unicodeScalars.contains("\u{1B}"), "\(reporter) lets an escape character through")
        }
        let lines = Reporter.text.render(report).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Samples/love-story/flow.yaml:18:3: error: [strong_parent_reference] HomeCoordinator holds its parent strongly; declare it weak (live: Output/love-story/snapshot.json $.coordinators[1].backReferences[0])")
        #expect(lines.dropLast().last == "1 error, 1 warning, 1 note; 2 accepted by the baseline")
        #expect(Reporter.text.render(ReviewReportFixtures.clean) == "no findings\n")
    }

    @Test func jsonIsAVersionedDocumentOfDiagnostics() throws {
        struct Document: Decodable {
            var format: String
            var version: Int
            var tool: String
            var findings: [Diagnostic]
            var accepted: Int
            var summary: [String: Int]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(Reporter.json.render(report).utf8))
        #expect(document.format == "coordviz-review")
        #expect(document.version == 1)
        #expect(document.findings == report.findings)
        #expect(document.accepted == 2)
        #expect(document.summary == ["errors": 1, "warnings": 1, "notes": 1])
    }

    @Test func sarifHasTheStructureTheSchemaRequires() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(Reporter.sarif.render(report).utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "coordviz")
        #expect(driver["semanticVersion"] as? String == "9.9.9")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Rule.all.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
        #expect(results.map { ($0["message"] as? [String: Any])?["text"] as? String } == report.findings.map(\.message))
        let first = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((first["artifactLocation"] as? [String: Any])?["uri"] as? String == "Samples/love-story/flow.yaml")
        #expect((first["region"] as? [String: Any])?["startLine"] as? Int == 18)
        let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "snapshot $.coordinators[1].backReferences[0]")
        let second = try #require((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((second["artifactLocation"] as? [String: Any])?["uri"] as? String == "Output/app/snap%20shot,1.json")
        #expect(second["region"] == nil)
        let third = try #require((results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((third["artifactLocation"] as? [String: Any])?["uri"] as? String == "file:///abs/flow.yaml")
        #expect((results[0]["partialFingerprints"] as? [String: String])?["coordvizElement/v1"] == "strong_parent_reference:coordinator:HomeCoordinator")
    }

    @Test(.enabled(if: SchemaValidator.isAvailable, "needs python3 with jsonschema; make test installs it"))
    func sarifValidatesAgainstTheOfficialSchema() throws {
        for report in [report, ReviewReportFixtures.clean] {
            let problems = try SchemaValidator.problems(inSARIF: Reporter.sarif.render(report))
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test func githubAnnotationsAreOneEscapedCommandPerFinding() {
        let lines = Reporter.github.render(report).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "::error file=Samples/love-story/flow.yaml,line=18,col=3,title=[strong_parent_reference] Strong parent reference::HomeCoordinator holds its parent strongly; declare it weak (live: Output/love-story/snapshot.json $.coordinators[1].backReferences[0])")
        #expect(lines[1] == "::warning file=Output/app/snap shot%2C1.json,title=[missing_parent_reference] Missing parent reference::a|b `c` <d> & e, f: 50%25 \"q\"%0Asecond line\\r::error::forged \\u{1B}[31m")
        #expect(lines[2].hasPrefix("::notice file=/abs/flow.yaml,line=40,col=5,"))
        #expect(Reporter.github.render(ReviewReportFixtures.clean) == "")
    }

    @Test func junitHasOneSuitePerRuleAndAFailurePerErrorOrWarning() throws {
        let xml = Reporter.junit.render(report)
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == Rule.all.map(\.id))
        let failures = try document.nodes(forXPath: "//failure")
        #expect(failures.count == 2)
        let warning = try #require(try document.nodes(forXPath: "//testsuite[@name='missing_parent_reference']/testcase/failure").first as? XMLElement)
        #expect(warning.attribute(forName: "message")?.stringValue == Escaping.visible(ReviewReportFixtures.hostile, keepingNewlines: true))
        #expect(try document.nodes(forXPath: "//testsuite[@name='unperformed_transition']/testcase/system-out").count == 1)
        #expect(try document.nodes(forXPath: "//testcase[@name='no findings']").count == Rule.all.count - 3)
    }

    @Test func markdownIsATableWhoseCellsCannotBreakIt() {
        let markdown = Reporter.markdown.render(report)
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(markdown.hasPrefix("## coordviz review\n\n**1 error, 1 warning, 1 note; 2 accepted by the baseline** (13 rules ran)\n"))
        #expect(rows.count == 2 + 3)
        for row in rows {
            // Unescaped pipes separate cells: every row has the header's six.
            let separators = row.indices.filter { row[$0] == "|" && (row.index($0, offsetBy: -1, limitedBy: row.startIndex).map { row[$0] != "\\" } ?? true) }
            #expect(separators.count == 6, "\(row)")
        }
        #expect(!markdown.contains("<d>"))
        #expect(Reporter.markdown.render(ReviewReportFixtures.clean) == "## coordviz review\n\n**no findings** (13 rules ran)\n")
    }
}

/// Validates SARIF text with `scripts/validate-sarif.py` (Python's `jsonschema` against the
/// committed official schema).
enum SchemaValidator {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/validate-sarif.py")

    static let isAvailable: Bool = (try? run(["-c", "import jsonschema"]).status) == 0

    static func problems(inSARIF text: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-\(UUID().uuidString).sarif")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run([script.path, file.path])
        return result.status == 0 ? "" : result.output.isEmpty ? "validator exited \(result.status)" : result.output
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
