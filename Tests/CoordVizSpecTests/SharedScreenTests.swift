import CoordVizSpec
import Testing

/// A screen listed in two coordinators' stacks would be two places with one name; the views
/// cannot tell them apart, so the spec rejects it where the second stack names it.
@Suite struct SharedScreenTests {
    @Test func aScreenInTwoStacksIsAnErrorAtTheSecondStack() {
        let text = """
        version: 1
        root: Main
        coordinators:
          Main:
            tabs: [A, B]
          A:
            stack: [AList, Detail]
          B:
            stack: [BList, Detail]
        """
        do {
            _ = try FlowSpecParser.parse(text, path: "s.yaml")
            Issue.record("the spec should be rejected")
        } catch let SpecError.invalid(diagnostics) {
            #expect(diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "s.yaml:9:20: error: [duplicate-screen] 'Detail' is already in the stack of 'A'; a screen belongs to one coordinator's stack: give each place its own name (e.g. DetailInB) or move it to the coordinator that pushes it",
            ])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
