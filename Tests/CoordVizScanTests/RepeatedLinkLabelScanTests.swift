import CoordVizScan
import Testing

/// Sections of one screen each ending in a link of the same label ("See more").
@Suite struct RepeatedLinkLabelScanTests {
    @Test("two links of one label shown in one screen are two transitions, each pushing its own screen")
    func linksOfOneLabel() throws {
        let app = try FlowEndScanTests.scan("repeated-link-labels")
        #expect(Set(FlowEndScanTests.steps(app, from: "ShelfView")) == [["push NewBooksView"], ["push ClassicsView"]])
    }
}
