import CoordVizScan
import Testing

/// One coordinator for the whole window that every screen asks for the next one by a destination
/// value, with a tab bar controller that wraps each tab's screen in a stack with
/// `[a, b, c].map { UINavigationController(rootViewController: $0) }`.
@Suite struct WindowRouterScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("window-router-scenes") }

    @Test("tabs made by mapping screens into navigation controllers are the tab bar's stacks, in order, with their items")
    func mappedTabStacks() throws {
        let app = try Self.scanned()
        let tabs = try #require(app.tabs(of: "WindowCoordinator"))
        #expect(tabs.map(\.title) == ["Timeline", "Explore", nil, "Me"])
        #expect(tabs.map(\.icon) == ["house", "magnifyingglass", nil, "person"])
    }

    @Test("a bare stand-in among the mapped screens keeps its place, so selecting a tab by index finds the right one")
    func placeholderKeepsTheIndex() throws {
        let app = try Self.scanned()
        let switched = try #require(app.transitions.first { $0.trigger == "showOwnProfile()" })
        #expect(switched.from == "TimelineViewController")
        #expect(switched.steps.map { "\($0.kind) \($0.target)" } == ["switchTab Me"])
    }

    @Test("screens asking the router for a destination push or present the screen its factory makes for it")
    func destinationsThroughTheRouter() throws {
        let app = try Self.scanned()
        let steps = Dictionary(uniqueKeysWithValues: app.transitions.map { ("\($0.from ?? "").\($0.trigger ?? "")", $0.steps.map { "\($0.kind) \($0.target)" }) })
        #expect(steps["TimelineViewController.openPost()"] == ["push PostViewController"])
        #expect(steps["MeViewController.openSettings()"] == ["present SettingsViewController"])
        #expect(steps["PostViewController.openAuthor()"] == ["push AuthorViewController"])
    }

    @Test("a factory switch over destinations is no deep link table, and putting back the tabs a tab bar holds is nothing to report")
    func noFalseReports() throws {
        let messages = try Self.scanned().unresolved.map(\.message)
        #expect(!messages.contains { $0.contains("URL scheme") })
        #expect(!messages.contains { $0.contains("not an array literal") })
    }
}

/// A menu action built when a screen loads is named after the title the user taps.
@Suite struct MenuActionTitleScanTests {
    @Test("a UIAction's handler sets off a transition named after the action's title")
    func actionNamedByItsTitle() throws {
        let app = try WindowRouterScanTests.scanned()
        let about = try #require(app.transitions.first { $0.trigger == "About This App" })
        #expect(about.from == "MeViewController")
        #expect(about.steps.map { "\($0.kind) \($0.target)" } == ["push AboutViewController"])
    }
}
