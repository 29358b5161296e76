import CoordVizScan
import Testing

/// Coordinators of a key-path routing library (Stinsen): `NavigationCoordinatable` classes whose
/// `@Root` / `@Route(.push)` / `@Route(.modal)` properties name make functions, a stack started with
/// `NavigationStack(initial:)`, and views asking their `Coordinator.Router` to `route(to: \.x)`,
/// `popLast()`, `popToRoot()` or `dismissCoordinator()`.
@Suite("Scanning key-path route coordinators")
struct KeyPathRouteScanTests {
    @Test("the first route's view roots the stack, and a modal route making a coordinator is a child presented from the screen routing to it")
    func coordinatorsAndChildren() throws {
        let app = try FlowEndScanTests.scan("keypath-route-coordinators")
        let library = app.coordinators.first { $0.name == "LibraryCoordinator" }
        #expect(library?.container == .stack(["ShelfView"]))
        #expect(library?.children.map { "\($0.property ?? "?"): \($0.coordinator)" } == ["preferences: PreferencesCoordinator"])
        let preferences = app.coordinators.first { $0.name == "PreferencesCoordinator" }
        #expect(preferences?.container == .stack(["PreferencesView"]))
        #expect(preferences?.presentation?.from == "ShelfView")
        #expect(app.root == "LibraryCoordinator")
    }

    @Test("each router call is a transition from the view it is written in, named after its button (one of the app's too; a model's method after the button calling it): push, present, a child started, pop, popToRoot, and popLast on a modal view or dismissCoordinator as a dismiss")
    func routerTransitions() throws {
        let app = try FlowEndScanTests.scan("keypath-route-coordinators")
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "AuthorView.Back to the shelf: popToRoot LibraryCoordinator",
            "AuthorView.Back: pop LibraryCoordinator",
            "BookView.About the author: push AuthorView",
            "BookView.Back: pop LibraryCoordinator",
            "BookView.Read: present ReaderView",
            "FontsView.apply(): pop PreferencesCoordinator",
            "PreferencesView.Done: dismiss ",
            "PreferencesView.Fonts: push FontsView",
            "ReaderView.Close: dismiss ",
            "ShelfView.Dune: push BookView",
            "ShelfView.Newest: push BookView",
            "ShelfView.Surprise me: push BookView",
            "ShelfView.openPreferences(): startChild PreferencesCoordinator, present PreferencesView",
        ])
    }

    @Test("a route the coordinator asks of itself where no screen's action runs it is reported, not guessed")
    func unreachedRouteReported() throws {
        let app = try FlowEndScanTests.scan("keypath-route-coordinators")
        #expect(app.unresolved.map(\.message) == [
            "LibraryCoordinator.customize(_:) asks `self.route(to: \\.book, Int(url.lastPathComponent) ?? 0)` where no screen's action the scan read runs it (a deep link, a subscription): it is not read",
        ])
    }
}
