import CoordVizCore
@testable import CoordVizSpec
import Foundation
import Testing

/// The format reference (`docs/spec-reference.md`), the README's spec section and the JSON Schema
/// say what the reader does: their examples validate, their tables list every diagnostic, and the
/// schema has exactly the reader's keys.
@Suite struct SpecReferenceTests {
    /// A fenced code block: its language, its tag (`fragment`, `feature`) and its text.
    struct Block {
        var language: String
        var tag: String?
        var text: String
        var heading: String
    }

    static func blocks(in name: String) throws -> [Block] {
        let text = try String(contentsOf: SpecFixtures.repositoryRoot.appendingPathComponent(name), encoding: .utf8)
        var blocks: [Block] = []
        var heading = ""
        var current: Block?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var block = current {
                if line == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.text += line + "\n"
                    current = block
                }
            } else if line.hasPrefix("```") {
                let info = line.dropFirst(3).split(separator: " ").map(String.init)
                current = Block(language: info.first ?? "", tag: info.dropFirst().first, text: "", heading: heading)
            } else if line.hasPrefix("#") {
                heading = line
            }
        }
        return blocks
    }

    static let reference = "docs/spec-reference.md"

    @Test(arguments: [reference, "README.md"])
    func everyCompleteExampleValidatesWithoutAnyDiagnostic(document: String) throws {
        let examples = try Self.blocks(in: document).filter { ($0.language == "yaml" || $0.language == "json") && $0.tag == nil }
        #expect(!examples.isEmpty)
        for (index, example) in examples.enumerated() {
            let path = "\(document)#\(index)"
            #expect(SpecFixtures.diagnostics(of: [SpecFile(path: path, text: example.text)]) == [], "\(example.heading)")
        }
    }

    @Test func theFeatureFileExamplesFormOneCleanSpec() throws {
        let features = try Self.blocks(in: Self.reference).filter { $0.tag == "feature" }
        #expect(features.count == 3)
        let files = features.enumerated().map { SpecFile(path: "feature-\($0.offset).yaml", text: $0.element.text) }
        #expect(SpecFixtures.diagnostics(of: files) == [])
    }

    @Test func fragmentsUseOnlyRealKeysAndShapes() throws {
        let fragments = try Self.blocks(in: Self.reference).filter { $0.language == "yaml" && $0.tag == "fragment" }
        #expect(fragments.count >= 8)
        for fragment in fragments {
            let text = fragment.text.hasPrefix("version:") ? fragment.text : "version: 2\n" + fragment.text
            let fileProblems = SpecFixtures.diagnostics(of: [SpecFile(path: "f.yaml", text: text)]).filter { line in
                DiagnosticID.allCases.contains { $0.stage == .file && line.contains("[\($0.rawValue)]") }
            }
            #expect(fileProblems == [], "\(fragment.heading)")
        }
    }

    @Test(arguments: SpecFixtures.samplesWithSpecs)
    func theExampleForEachSampleIsThatSamplesSpec(sample: String) throws {
        let example = try #require(try Self.blocks(in: Self.reference).first { $0.heading == "### \(sample)" && $0.language == "yaml" })
        let documented = try FlowSpecParser.parse(example.text, path: "doc.yaml").model
        #expect(documented == (try FlowSpecParser.parse(contentsOf: SpecFixtures.sampleSpec(sample)).model))
    }

    @Test func theVersion2ExampleIsTheShopFixture() throws {
        let example = try #require(try Self.blocks(in: Self.reference).first { $0.heading == "### shop (version 2)" && $0.language == "yaml" })
        #expect(example.text == (try String(contentsOf: SpecFixtures.fixture("v2/shop-app.yaml"), encoding: .utf8)))
    }

    @Test func theUpgradedTabCoordinatorExampleChangesOnlyWhatItsScreensPush() throws {
        let example = try #require(try Self.blocks(in: Self.reference).first { $0.heading == "### Example: the tab-coordinator sample in version 2" && $0.language == "yaml" })
        let upgraded = try FlowSpecParser.parse(example.text, path: "v2.yaml")
        #expect(upgraded.warnings == [])
        var sample = try FlowSpecParser.parse(contentsOf: SpecFixtures.fixture("v1-tab-coordinator.yaml")).model
        let branches = ["HomeVC": ["ProductDetailVC", "ProductListVC"], "ProfileVC": ["SettingsVC", "FavoritesVC"]]
        for index in sample.screens.indices { sample.screens[index].pushes = branches[sample.screens[index].id] }
        #expect(upgraded.model == sample)
    }

    @Test func theRenamedScreenHintKnowsTheUsualRenamings() {
        #expect(UpgradeCheck.originalName(of: "Post2ViewController", in: "SavedCoordinator") == ["PostViewController"])
        #expect(UpgradeCheck.originalName(of: "PostViewController2", in: "SavedCoordinator") == ["PostViewController"])
        #expect(UpgradeCheck.originalName(of: "PostViewControllerInSaved", in: "SavedCoordinator") == ["PostViewController"])
        #expect(UpgradeCheck.originalName(of: "DetailInSavedCoordinator", in: "SavedCoordinator") == ["Detail"])
        #expect(UpgradeCheck.originalName(of: "PostViewController", in: "SavedCoordinator") == [])
    }

    @Test func theReferenceTeachesVersion2() throws {
        let tutorial = try Self.blocks(in: Self.reference).filter { $0.tag == nil && $0.language == "yaml" }
        #expect(tutorial.allSatisfy { $0.text.hasPrefix("version: 2") || $0.text.contains("\nversion: 2\n") })
    }

    @Test func theReferenceHasACompleteExampleForEverySample() throws {
        let examples = try Self.blocks(in: Self.reference).filter { $0.language == "yaml" && $0.tag == "sample" }.map(\.heading)
        for sample in ["love-story", "tab-coordinator", "root-containment"] {
            #expect(examples.contains("### \(sample)"), "no example for \(sample)")
        }
    }

    @Test func everyExampleDiagnosticIsRealOutput() throws {
        let examples = try Self.blocks(in: Self.reference).filter { $0.language == "text" }.flatMap { $0.text.split(separator: "\n").map(String.init) }
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: SpecFixtures.folder.path).filter { $0.hasSuffix(".diagnostics") }
        let real = Set(try goldens.flatMap { try String(contentsOf: SpecFixtures.fixture($0), encoding: .utf8).split(separator: "\n").map { Self.normalized(String($0)) } })
        #expect(examples.count >= 5)
        for line in examples {
            #expect(real.contains(Self.normalized(line)), "not produced by any fixture: \(line)")
        }
    }

    /// A diagnostic with its file names taken out, so examples can say `flow.yaml`.
    static func normalized(_ line: String) -> String {
        var result = line
        if let colon = result.firstIndex(of: ":") { result = "<spec>" + result[colon...] }
        if let live = result.range(of: "(live: "), let space = result[live.upperBound...].firstIndex(of: " ") {
            result.replaceSubrange(live.upperBound..<space, with: "<snapshot>")
        }
        return result
    }

    @Test func theDiagnosticsTableListsEveryIdWithItsSeverity() throws {
        let text = try String(contentsOf: SpecFixtures.repositoryRoot.appendingPathComponent(Self.reference), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") && ($0.contains("| error |") || $0.contains("| warning |")) }
        let documented = rows.map { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return "\(cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))) \(cells[1])"
        }
        #expect(documented == DiagnosticID.allCases.map { "\($0.rawValue) \($0.severity.rawValue)" })
    }

    // MARK: The JSON Schema

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: SpecFixtures.repositoryRoot.appendingPathComponent("docs/coordviz-spec.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func properties(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func theSchemaHasExactlyTheKeysTheReaderAccepts() throws {
        let schema = try Self.schema()
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let tabObject = ((definitions["tab"] as? [String: Any])?["oneOf"] as? [Any])?.last
        let stepObject = ((definitions["step"] as? [String: Any])?["oneOf"] as? [Any])?.last
        #expect(Self.properties(schema) == Set(SpecKeys.top))
        #expect(Self.properties(definitions["coordinator"]) == Set(SpecKeys.coordinator))
        #expect(Self.properties(tabObject) == Set(SpecKeys.tab))
        #expect(Self.properties(definitions["screen"]) == Set(SpecKeys.screen))
        #expect(Self.properties(definitions["transition"]) == Set(SpecKeys.transition))
        #expect(Self.properties(definitions["deepLink"]) == Set(SpecKeys.deepLink))
        #expect(Self.properties(stepObject) == Set(StepKind.allCases.map(\.rawValue)))
        let parentObject = (((definitions["coordinator"] as? [String: Any])?["properties"] as? [String: Any])?["parent"] as? [String: Any])?["oneOf"] as? [Any]
        #expect(Self.properties(parentObject?.last) == Set(SpecKeys.parent))
        #expect(Self.properties(definitions["phase"]) == Set(SpecKeys.phase))
        #expect(Self.properties(definitions["entryPoint"]) == Set(EntryPoint.Kind.allCases.map(\.rawValue)))
    }

    @Test func theSchemaMarksEveryVersion2KeyAndOnlyThose() throws {
        let schema = try Self.schema()
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let tabObject = ((definitions["tab"] as? [String: Any])?["oneOf"] as? [Any])?.last
        let mappings: [String: Any?] = [
            "top": schema, "coordinator": definitions["coordinator"], "tab": tabObject,
            "screen": definitions["screen"], "transition": definitions["transition"],
        ]
        for (kind, object) in mappings {
            let properties = (object as? [String: Any])?["properties"] as? [String: Any] ?? [:]
            let marked = Set(properties.filter { (($0.value as? [String: Any])?["description"] as? String)?.hasPrefix("Version 2.") == true }.keys)
            #expect(marked == SpecKeys.version2[kind], "\(kind)")
        }
    }

    @Test func theSchemaRequiresWhatTheReaderRequires() throws {
        let schema = try Self.schema()
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func required(_ object: Any?) -> Set<String> { Set((object as? [String: Any])?["required"] as? [String] ?? []) }
        #expect(required(schema) == ["version"])
        #expect(required(definitions["transition"]) == ["id", "steps"])
        #expect(required(definitions["phase"]) == ["name", "root"])
        #expect(required(definitions["deepLink"]) == ["url", "transition"])
    }
}
