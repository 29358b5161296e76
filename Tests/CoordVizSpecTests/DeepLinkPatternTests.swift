import CoordVizSpec
import Testing

/// Deep link URL patterns: `scheme://path` with `{name}` parameters.
@Suite struct DeepLinkPatternTests {
    static func diagnostics(forURL url: String) -> [String] {
        let text = """
        version: 1
        root: App
        coordinators:
          App:
            stack: [HomeViewController]
        transitions:
          - id: home
            from: HomeViewController
            steps: [{ popToRoot: App }]
        deepLinks:
          - url: "\(url)"
            transition: home
        """
        return SpecFixtures.diagnostics(of: [SpecFile(path: "s.yaml", text: text)])
    }

    @Test(arguments: ["myapp://orders/{id}", "https://example.com/orders/{orderID}/items/{item_2}", "myapp://home", "my-app+x.y://a"])
    func wellFormedPatternsAreAccepted(url: String) {
        #expect(Self.diagnostics(forURL: url) == [])
    }

    @Test(arguments: [
        ("orders/{id}", "'orders/{id}' has no scheme; write the pattern as a URL, e.g. 'myapp://orders/{id}'"),
        ("1app://x", "'1app://x' has no scheme; write the pattern as a URL, e.g. 'myapp://orders/{id}'"),
        ("myapp://", "'myapp://' has no scheme; write the pattern as a URL, e.g. 'myapp://orders/{id}'"),
        ("myapp://a b", "'myapp://a b' contains a space; URLs have none (write it as %20)"),
        ("myapp://o/{id", "'myapp://o/{id' has unbalanced braces; write each parameter as '{name}'"),
        ("myapp://o/id}", "'myapp://o/id}' has unbalanced braces; write each parameter as '{name}'"),
        ("myapp://o/{{id}}", "'myapp://o/{{id}}' has unbalanced braces; write each parameter as '{name}'"),
        ("myapp://o/{}", "parameter '{}' is not a name; use letters, digits and '_', starting with a letter"),
        ("myapp://o/{2nd}", "parameter '{2nd}' is not a name; use letters, digits and '_', starting with a letter"),
        ("myapp://o/{id}/{id}", "parameter '{id}' appears twice; give each parameter its own name"),
    ])
    func malformedPatternsAreReportedAtTheURL(url: String, problem: String) {
        #expect(Self.diagnostics(forURL: url) == ["s.yaml:11:10: error: [invalid-url] \(problem)"])
    }

    @Test func theModelKeepsTheParametersInOrder() throws {
        let spec = try FlowSpecParser.parse(try SpecFixtures.specFiles("merge/agreeing.yaml"))
        #expect(spec.model.deepLinks.map(\.parameters) == [["id"]])
    }
}
