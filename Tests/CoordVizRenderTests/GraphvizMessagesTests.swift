@testable import CoordVizRender
import Testing

/// Graphviz's messages reach users as one sentence that says what to do.
@Suite struct GraphvizMessagesTests {
    @Test func anOverwideDrawingIsTranslated() {
        let message = "Error: Edge length 82614.000000 larger than maximum 65535 allowed.\nCheck for overwide node(s).\nError: Edge length 90095.500000 larger than maximum 65535 allowed.\nCheck for overwide node(s).\n"
        #expect(GraphvizMessages.sentence(message)
            == "the drawing is too wide for Graphviz (an edge 82614 points long; at most 65535): shorten the longest names, or draw less of the app with --root, --tab, --depth or --focus")
    }

    @Test func otherMessagesLoseTheirPrefixesAndRepeatsOnOneLine() {
        #expect(GraphvizMessages.sentence("Error: syntax error in line 1\nError: syntax error in line 1\nWarning: x\n") == "syntax error in line 1; x")
    }
}
