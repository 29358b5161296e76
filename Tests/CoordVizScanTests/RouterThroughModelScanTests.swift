import CoordVizScan
import Testing

/// A view reaching the router through the model it is handed (`model.router.sheet = .share`),
/// and the model's own methods moving the router.
@Suite struct RouterThroughModelScanTests {
    @Test("a router reached through a held model's property moves like one held directly")
    func routerThroughAModel() throws {
        let app = try FlowEndScanTests.scan("router-through-model")
        #expect(Set(FlowEndScanTests.steps(app, from: "CardsView")) == [["present ShareView"], ["push CardView"]])
    }

    @Test("a model's method moving the router acts from the views calling it, named after the button calling it, and is no screen; one no view calls is reported")
    func modelMethodsActFromTheirCallers() throws {
        let app = try FlowEndScanTests.scan("router-through-model")
        #expect(app.transitions.first { $0.trigger == "Back side" }?.from == "CardsView")
        #expect(!app.transitions.contains { $0.from == "CardRowModel" })
        #expect(app.unresolved.contains { $0.message.hasPrefix("CardRowModel, a model CardMenu holds, moves a router in openFront(), which no view of the sources calls") })
    }
}
