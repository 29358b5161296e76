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

    @Test("a one-case action switch names its transition after that case")
    func aOneCaseSwitchNamesTheAction() throws {
        let app = try Self.scanned()
        #expect(app.transitions.contains { $0.from == "TimerView" && $0.trigger == "doneTapped" })
    }

    @Test("a box typed with a route enum stands for the coordinator whose handler switches over that enum, and a case's payload reaches it")
    func aRouteTypedBoxIsItsHandler() throws {
        let app = try Self.scanned()
        // `childCoordinator as? AnyCoordinator<RecipesRoute, RecipesEvent>` among three coordinators,
        // handed `route` bound by `case let .recipes(recipesRoute)` on `.recipes(.shoppingList)`.
        #expect(FlowEndScanTests.steps(app, from: "WelcomeView").contains(["setRoot RecipesCoordinator", "present ShoppingListView"]))
        #expect(app.transitions.filter { $0.from == "WelcomeView" }.allSatisfy { $0.trigger == "getStartedTapped" })
    }

    @Test("only the route a coordinator's start hands its own handler is its starting route: one handed another object's method of that name stays an entry point")
    func startingRouteIsTheOwnHandlers() throws {
        let app = try FlowEndScanTests.scan("starting-route-receivers")
        // `tracker.navigate(to: .cart); navigate(to: .catalog)` in `start()`.
        #expect(app.transitions.compactMap(\.entryPoint) == ["ShopRoute.cart"])
    }

    @Test("the route a coordinator starts with and the routes screens take are no entry points; a route handed over unknown takes no guessed case")
    func noGuessedEntryPoints() throws {
        let app = try Self.scanned()
        let entries = app.transitions.filter { $0.from == nil }
        #expect(!entries.contains { $0.entryPoint?.hasSuffix(".welcome") == true || $0.entryPoint?.hasPrefix("RecipesRoute.") == true }, "\(entries.map(\.id))")
        #expect(app.deepLinks.isEmpty)
        // `navigate(to: route)` with a route the scan cannot tell runs none of the handler's cases.
        #expect(!app.transitions.contains { $0.from == "WelcomeView" && $0.steps.contains { $0.target == "TimerView" || $0.target == "RecipeView" } })
        #expect(app.unresolved.contains { $0.message.contains("RecipesCoordinator.navigate is handed a RecipesRoute the scan cannot tell here") })
    }
}
