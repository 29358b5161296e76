@testable import CoordVizRender
import Testing

/// Graphviz's DOT reader refuses strings over 16,384 bytes: long text values are cut before
/// Graphviz reads them, and a name or HTML label that long is a sentence saying what to do.
@Suite struct ReadableTextLengthsTests {
    @Test func aTooltipLongerThanGraphvizReadsIsCutAndTheDrawingIsMade() throws {
        let steps = (1...3_000).map { "step \($0): push Orders\($0)" }.joined(separator: "\n")
        #expect(steps.utf8.count > 16_384)
        let diagram = Diagram(name: "jumps", nodes: [
            .init(id: "jump", attributes: ["tooltip": .text(steps), "label": "→ Orders tab"]),
            .init(id: "b", attributes: ["tooltip": "short"]),
        ], edges: [.init(from: "jump", to: "b", attributes: ["tooltip": .text(steps)])])
        let svg = String(decoding: try GraphvizRenderer.render(diagram, format: .svg), as: UTF8.self)
        #expect(svg.contains("step 1: push Orders1"))
        #expect(!svg.contains("step 3000: push Orders3000"))
        #expect(svg.contains("…"))
        #expect(svg.contains("short"))
        let dot = String(decoding: try GraphvizRenderer.render(diagram, format: .dot), as: UTF8.self)
        #expect(dot.utf8.count < 2 * 16_384 + 1_000, "both long values are cut in the DOT text too")
    }

    @Test func shortValuesAreHandedOverUnchanged() {
        let diagram = Diagram(name: "d", attributes: ["label": "App"], nodes: [.init(id: "a", attributes: ["tooltip": "x"])])
        #expect(diagram.withReadableTextLengths == diagram)
    }

    @Test(arguments: [
        "Error: syntax error in line 3 scanning a quoted string (missing endquote? longer than 16384?)",
        "Error: syntax error in line 3 scanning a HTML string (missing '>'? bad nesting? longer than 16384?)",
    ])
    func readersLengthErrorsSayWhatToDo(message: String) {
        #expect(GraphvizMessages.sentence(message).hasPrefix("a name or label is longer than Graphviz reads"))
    }
}
