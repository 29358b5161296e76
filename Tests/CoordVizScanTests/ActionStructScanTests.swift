@testable import CoordVizScan
import Testing

/// Flows kept alive by the closures they hand their screens' models: an actions struct made of
/// the flow's own methods (`RecipesActions(openRecipe: openRecipe, …)`), handed through a
/// dependency container, called by the model (`actions?.openRecipe(recipe)`).
@Suite struct ActionStructScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("action-struct-flows") }

    @Test("a method handed as a closure, to an initializer or assigned to a closure property, runs when the closure is called")
    func methodReferencesRunWhenCalled() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "RecipesViewController").contains(["present FiltersViewController"]))
        // `filters.onDone = close`.
        #expect(FlowEndScanTests.steps(app, from: "FiltersViewController") == [["dismiss"]])
    }

    @Test("a screen a storyboard embeds (kept from the segue's destination in prepare(for:sender:)) acts on the screen holding it")
    func segueEmbeddedScreensActOnTheirHolder() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "RecipesViewController").contains(["push RecipeViewController"]))
        #expect(!app.transitions.contains { $0.from == "RecipesTableViewController" })
    }
}
