import CoordVizScan
import Testing

/// A view reaching the router through the model it is handed (`model.router.sheet = .share`).
@Suite struct RouterThroughModelScanTests {
    @Test("a router reached through a held model's property moves like one held directly")
    func routerThroughAModel() throws {
        let app = try FlowEndScanTests.scan("router-through-model")
        #expect(FlowEndScanTests.steps(app, from: "CardsView") == [["present ShareView"], ["push CardView"]])
    }
}
