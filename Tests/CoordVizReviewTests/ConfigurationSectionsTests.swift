import CoordVizFrontend
import CoordVizRender
import Foundation
import Testing

/// `inputs:`, `render:` and `docs:` of `.coordviz.yml`: paths resolved against the file's
/// folder, wildcards expanded, every value checked where it is written.
@Suite struct ConfigurationSectionsTests {
    @Test func sectionsAreReadWithPathsRelativeToTheFile() throws {
        let configuration = try ConfigurationLoader.parse("""
        version: 1
        inputs: [flow.yaml, snapshot.json]
        render:
          views: [overview, "flow:checkout"]
          formats: [svg, PNG]
          output: diagrams
          theme: dark
          layout: neato
          rankdir: LR
        docs: { output: docs/navigation, format: docc, png: true, theme: dark }
        """, path: "project/.coordviz.yml")
        #expect(configuration.inputs == ["project/flow.yaml", "project/snapshot.json"])
        #expect(configuration.render == RenderSettings(
            views: [.overview, .flow("checkout")], formats: [.svg, .png], output: "project/diagrams",
            look: LookSettings(theme: .dark, layout: .neato, rankdir: .LR)
        ))
        #expect(configuration.docs == DocsSettings(output: "project/docs/navigation", format: .docc, png: true, look: LookSettings(theme: .dark)))
    }

    @Test func wildcardsExpandToTheFilesTheyMatchInOrder() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Features"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        for name in ["b.yaml", "a.yaml", "notes.txt"] { try Data().write(to: project.appendingPathComponent("Features/\(name)")) }
        let path = project.appendingPathComponent(".coordviz.yml").path
        let configuration = try ConfigurationLoader.parse("version: 1\ninputs: [app.yaml, Features/*.yaml]\n", path: path)
        #expect(configuration.inputs == ["app.yaml", "Features/a.yaml", "Features/b.yaml"].map { "\(project.path)/\($0)" })
        #expect(throws: ConfigurationError(problems: ["\(path):2:10: error: [no-match] 'Missing/*.yaml' matches no file (relative to this file's folder)"])) {
            try ConfigurationLoader.parse("version: 1\ninputs: [Missing/*.yaml]\n", path: path)
        }
    }

    @Test func everyWrongValueIsLocatedWithTheNameItMeant() {
        let text = """
        version: 1
        inputs: { spec: flow.yaml }
        render:
          views: [flws]
          formats: [pgn]
          outptu: diagrams
        docs:
          format: doc
          png: sometimes
          theme: drak
        """
        #expect(throws: ConfigurationError(problems: [
            ".coordviz.yml:2:9: error: [wrong-type] 'inputs' is a list of spec and snapshot paths, e.g. [Architecture/flow.yaml, Architecture/snapshot.json]",
            ".coordviz.yml:6:3: error: [unknown-key] unknown key 'outptu' in 'render'; did you mean 'output'? valid keys: views, formats, output, theme, layout, rankdir",
            ".coordviz.yml:4:11: error: [unknown-value] unknown view 'flws'; did you mean 'flows'? (views: overview, hierarchy, tabs, flows, deeplinks, flow:<transition id>)",
            ".coordviz.yml:5:13: error: [unknown-value] unknown format 'pgn'; did you mean 'png'? (formats: \(DiagramFormat.allCases.map(\.rawValue).joined(separator: ", ")))",
            ".coordviz.yml:8:11: error: [unknown-value] unknown docs format 'doc'; did you mean 'docc'? (docs formats: markdown, docc)",
            ".coordviz.yml:9:8: error: [wrong-type] 'png' is true or false",
            ".coordviz.yml:10:10: error: [unknown-value] unknown theme 'drak'; did you mean 'dark'? (themes: light, dark)",
        ])) {
            try ConfigurationLoader.parse(text, path: ".coordviz.yml")
        }
    }
}
