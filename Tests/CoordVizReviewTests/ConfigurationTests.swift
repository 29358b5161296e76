import CoordVizFrontend
import CoordVizReview
import Foundation
import Testing

/// `.coordviz.yml`: rule settings read, every problem located at its line and column, and the
/// file found in the working folder or above it.
@Suite struct ConfigurationTests {
    @Test func ruleSettingsAreRead() throws {
        let configuration = try ConfigurationLoader.parse("""
        version: 1
        review:
          only: [strong_parent_reference, max_depth, missing_parent_reference]
          rules:
            missing_parent_reference: off
            strong_parent_reference: warning
            max_depth: { severity: error, limit: 3 }
          baseline: review-baseline.json
        """, path: "config/.coordviz.yml")
        let review = configuration.review
        #expect(review.only == ["strong_parent_reference", "max_depth", "missing_parent_reference"])
        #expect(review.rules["missing_parent_reference"] == .init(isEnabled: false))
        #expect(review.rules["strong_parent_reference"] == .init(severity: .warning))
        #expect(review.rules["max_depth"] == .init(severity: .error, limit: 3))
        #expect(!review.isEnabled(.missingParentReference))
        #expect(!review.isEnabled(.unreachableScreen))
        #expect(review.severity(of: .strongParentReference) == .warning)
        #expect(review.limit(of: .maxDepth) == 3)
        #expect(configuration.reviewBaseline == "config/review-baseline.json")
    }

    @Test func everyProblemIsLocatedAtItsLineAndColumn() {
        let text = """
        version: 1
        reveiw:
          rules: {}
        review:
          rulez: {}
          rules:
            strong_parent_referense: off
            max_fan_out: { severity: fatal, limit: many }
            impossible_step: { limit: 2 }
        """
        #expect(throws: ConfigurationError(problems: [
            ".coordviz.yml:2:1: error: [unknown-key] unknown key 'reveiw' in the configuration; did you mean 'review'? valid keys: version, inputs, render, docs, review",
            ".coordviz.yml:5:3: error: [unknown-key] unknown key 'rulez' in 'review'; did you mean 'rules'? valid keys: rules, only, baseline",
            ".coordviz.yml:7:5: error: [unknown-rule] unknown rule 'strong_parent_referense'; did you mean 'strong_parent_reference'? (rules: \(Rule.all.map(\.id).joined(separator: ", ")))",
            ".coordviz.yml:8:30: error: [wrong-type] 'fatal' is not a setting of rule 'max_fan_out'; write one of off, note, warning, error, or { severity: …, limit: … }",
            ".coordviz.yml:8:44: error: [wrong-type] the limit of 'max_fan_out' is a whole number of 0 or more, e.g. 'limit: 5'",
            ".coordviz.yml:9:31: error: [unknown-key] rule 'impossible_step' has no limit; only max_depth and max_fan_out take one",
        ])) {
            try ConfigurationLoader.parse(text, path: ".coordviz.yml")
        }
    }

    @Test func aVersionIsRequired() {
        #expect(throws: ConfigurationError(problems: [".coordviz.yml:1:1: error: [missing-version] the configuration has no 'version'; start it with 'version: 1'"])) {
            try ConfigurationLoader.parse("review: {}\n", path: ".coordviz.yml")
        }
    }

    @Test func brokenYAMLIsLocated() throws {
        let error = try #require(throws: ConfigurationError.self) { try ConfigurationLoader.parse("version: 1\nreview: [\n", path: "c.yml") }
        #expect(error.problems.count == 1)
        #expect(error.problems[0].hasPrefix("c.yml:3:1: error: [yaml-syntax]"))
    }

    @Test func theNearestFileAboveTheWorkingFolderIsFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-config-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("version: 1\nreview:\n  rules:\n    max_depth: off\n".utf8).write(to: root.appendingPathComponent(".coordviz.yml"))
        let found = try #require(ConfigurationLoader.find(from: nested))
        #expect(URL(fileURLWithPath: found).standardizedFileURL == root.appendingPathComponent(".coordviz.yml").standardizedFileURL)
        let configuration = try ConfigurationLoader.load(searchingFrom: nested)
        #expect(configuration.review.rules["max_depth"]?.isEnabled == false)
    }
}

/// The README's `.coordviz.yml` examples (the `yaml config` blocks) are valid configurations,
/// read in a project that has the files their wildcards name.
@Suite struct ReadmeConfigurationTests {
    static func blocks() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        return text.components(separatedBy: "```yaml config\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
    }

    @Test func theReadmeExamplesAreValidConfigurations() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Architecture/Features"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try Data("version: 1\n".utf8).write(to: project.appendingPathComponent("Architecture/Features/orders.yaml"))
        let path = project.appendingPathComponent(".coordviz.yml").path
        let configurations = try Self.blocks().map { try ConfigurationLoader.parse($0, path: path) }
        #expect(configurations.count == 2)
        let whole = try #require(configurations.first)
        #expect(whole.inputs == ["Architecture/flow.yaml", "Architecture/Features/orders.yaml", "Architecture/snapshot.json"].map { "\(project.path)/\($0)" })
        #expect(whole.render.views == [.overview, .hierarchy, .flows])
        #expect(whole.docs.output == "\(project.path)/docs/navigation")
        let review = try #require(configurations.last)
        #expect(review.review.rules["max_depth"] == .init(severity: .error, limit: 4))
        #expect(review.reviewBaseline == "\(project.path)/coordviz-baseline.json")
    }
}
