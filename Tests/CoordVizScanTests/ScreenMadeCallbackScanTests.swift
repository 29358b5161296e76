import CoordVizScan
import Testing

/// Closures a screen hands to a screen it makes itself (a card it embeds).
@Suite struct ScreenMadeCallbackScanTests {
    @Test("a closure a screen hands to a card it embeds is an action on that screen")
    func embeddedCardClosureActsOnItsHost() throws {
        let app = try FlowEndScanTests.scan("screen-made-callbacks")
        #expect(FlowEndScanTests.steps(app, from: "KitchenViewController") == [["present RecipeViewController"]])
        #expect(app.screens.first { $0.name == "KitchenViewController" }?.presents == ["RecipeViewController"])
    }
}
