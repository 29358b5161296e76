@testable import CoordVizSpec
import Testing

/// A plain YAML value holding `: ` (a trigger copied from Swift, `showLibrary(panel: .history)`)
/// is a syntax error in YAML; the message says to quote it, at the value's line.
@Suite struct UnquotedColonHintTests {
    @Test func anUnquotedColonInAValueSaysToQuoteIt() throws {
        let text = """
        version: 2
        root: A
        coordinators:
          A: { stack: [Home] }
        transitions:
          - id: open
            from: Home
            trigger: showLibrary(panel: .history)
            steps: [dismiss]
        """
        do {
            _ = try FlowSpecParser.parse(text, path: "app.yaml")
            Issue.record("an unquoted ': ' inside a value must not parse")
        } catch let error as SpecError {
            let message = error.description
            #expect(message.hasPrefix("app.yaml:8:"))
            #expect(message.contains("[yaml-syntax]"))
            #expect(message.contains("must be quoted"))
        }
    }
}
