import CoordVizScan
import Foundation
import Testing

/// SwiftUI apps with navigation coordinators of their own: a class holding the presenters on
/// screen (`setRootCoordinator`, `push`, `pop`, `setModalCoordinator`) is the stack they are on,
/// a presenter wrapping one SwiftUI view is that view's screen, and what a flow coordinator does
/// with the actions such a screen publishes is what the user does on it.
@Suite("Scanning apps with navigation coordinators of their own")
struct OwnNavigationCoordinatorScanTests {
    static let app = "own-navigation-coordinators"

    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan(app) }

    @Test("a coordinator-named class that pushes, sets roots and presents coordinators is a stack container, not a coordinator")
    func navigationCoordinatorIsAStack() throws {
        let app = try Self.scanned()
        #expect(Set(app.coordinators.map(\.name)) == ["CookbookAppCoordinator", "KitchenFlowCoordinator", "ShareFlowCoordinator"])
        #expect(app.coordinators.first { $0.name == "KitchenFlowCoordinator" }?.container == .stack(["RecipeListView"]))
        #expect(app.screens.first { $0.name == "RecipeListView" }?.pushes == ["RecipeDetailView", "ShareTargetsView", "RatingScreenCoordinator"])
    }

    @Test("a screen coordinator wrapping one SwiftUI view is that view's screen")
    func screenCoordinatorIsItsView() throws {
        let app = try Self.scanned()
        #expect(Set(app.screens.map(\.name)) == ["RecipeListView", "RecipeDetailView", "KitchenTimerView", "ShareTargetsView", "RatingScreenCoordinator"])
        #expect(!app.coordinators.contains { $0.name.hasSuffix("ScreenCoordinator") })
    }

    @Test("each case of a flow's subscriber to a screen coordinator's actions is a transition from that screen")
    func subscribedActionsAreTheScreensTriggers() throws {
        let app = try Self.scanned()
        #expect(Set(FlowEndScanTests.steps(app, from: "RecipeListView"))
            == [["push RecipeDetailView"], ["present KitchenTimerView"], ["startChild ShareFlowCoordinator", "push ShareTargetsView"], ["push RatingScreenCoordinator"]])
        #expect(FlowEndScanTests.steps(app, from: "KitchenTimerView") == [["dismiss"]])
        #expect(app.screens.first { $0.name == "RecipeListView" }?.presents == ["KitchenTimerView"])
    }

    @Test("a transition from a screen coordinator's action is named after the action's case")
    func actionCaseNamesTheTrigger() throws {
        let app = try Self.scanned()
        #expect(NavigationPathScanTests.transition(app, from: "RecipeListView", trigger: "openRecipe") == ["push RecipeDetailView"])
        #expect(NavigationPathScanTests.transition(app, from: "RecipeListView", trigger: "startTimer") == ["present KitchenTimerView"])
    }

    @Test("a screen coordinator the sources do not declare, shown through the navigation coordinator, is a screen named after it, with its actions, and is reported")
    func undeclaredScreenCoordinator() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "RatingScreenCoordinator") == [["pop KitchenFlowCoordinator"]])
        #expect(app.unresolved.contains { $0.message.contains("RatingScreenCoordinator is shown through a navigation coordinator") })
    }

    @Test("where every screen coordinator the app declares shows the view its name gives, one it does not declare is named the same way")
    func undeclaredScreenCoordinatorFollowsTheConvention() throws {
        let app = try FlowEndScanTests.scan("screen-coordinator-convention")
        #expect(app.screens.map(\.name).sorted() == ["BedDetailScreen", "BedsScreen", "JournalScreen"])
        #expect(Set(FlowEndScanTests.steps(app, from: "BedsScreen")) == [["push BedDetailScreen"], ["push JournalScreen"]])
        #expect(app.unresolved.contains { $0.message.contains("JournalScreenCoordinator is shown through a navigation coordinator") })
    }

    @Test("a child flow a subscriber to a screen coordinator's actions makes and keeps is a child of the subscriber")
    func childMadeInTheSubscriberIsAChild() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "KitchenFlowCoordinator" }?.children.map(\.coordinator) == ["ShareFlowCoordinator"])
    }
}
