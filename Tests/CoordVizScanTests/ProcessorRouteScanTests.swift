import CoordVizScan
import Testing

/// Coordinators with a route enum and `navigate(to:)`, whose screens are made around a model (a
/// processor, a view model) that keeps the coordinator behind a type-erasing box and calls
/// `coordinator.navigate(to: .route)` for each action the screen sends it.
@Suite struct ProcessorRouteScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("processor-routes") }

    static func steps(_ transition: ScannedApp.Transition) -> [String] { transition.steps.map { "\($0.kind) \($0.target)" } }

    @Test("a model made for a screen, nested in a store or through locals, does what the user does on that screen")
    func modelActionsStartOnTheScreenTheModelWasMadeFor() throws {
        let app = try Self.scanned()
        let byTrigger = Dictionary(app.transitions.map { ($0.trigger ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        // Made through locals: `let processor = …; let store = Store(processor:); RecipeListView(store: store)`.
        #expect(byTrigger["recipeTapped"]?.from == "RecipeListView")
        #expect(byTrigger["recipeTapped"].map(Self.steps) == ["push RecipeView"])
        #expect(byTrigger["shoppingListTapped"].map(Self.steps) == ["present ShoppingListView"])
        // Made nested in the screen's initializer.
        #expect(byTrigger["startTimer"]?.from == "RecipeView")
        #expect(byTrigger["startTimer"].map(Self.steps) == ["present TimerView"])
        #expect(byTrigger["backTapped"].map(Self.steps) == ["pop RecipesCoordinator"])
        #expect(FlowEndScanTests.steps(app, from: "TimerView") == [["dismiss"]])
    }

    @Test("routes the screens take are not also entry points of their own")
    func takenRoutesAreNoEntryPoints() throws {
        let app = try Self.scanned()
        #expect(app.transitions.allSatisfy { $0.from != nil }, "\(app.transitions.filter { $0.from == nil }.map(\.id))")
        #expect(app.deepLinks.isEmpty)
    }
}
