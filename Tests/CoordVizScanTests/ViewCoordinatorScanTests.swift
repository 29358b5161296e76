@testable import CoordVizScan
import Testing

/// Coordinators that are SwiftUI views (`struct MainCoordinator: View`), each drawing what an
/// `@Observable` store behind it says.
@Suite struct ViewCoordinatorScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("view-coordinators") }

    @Test("a view named as a coordinator is one: the coordinator views its body shows are its children, a TabView of them (grouped or not) its tabs")
    func coordinatorViewsAndTheirTabs() throws {
        let app = try Self.scanned()
        #expect(app.root == "RootCoordinator")
        #expect(app.coordinators.first { $0.name == "RootCoordinator" }?.children.map(\.coordinator) == ["SignInCoordinator", "MainCoordinator"])
        #expect(app.tabs(of: "MainCoordinator")?.map(\.coordinator) == ["FeedCoordinator", "InboxCoordinator"])
    }

    @Test("a coordinator view's own NavigationStack is its stack, also bound through a helper to the path of the store behind it")
    func coordinatorViewStacks() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "SignInCoordinator" }?.container == .stack(["SignInScene"]))
        // `NavigationStack(path: .bind(store.path, with: store.setPath)) { Group { FeedScene(…) } }`.
        #expect(app.coordinators.first { $0.name == "FeedCoordinator" }?.container == .stack(["FeedScene"]))
        #expect(!app.coordinators.contains { $0.name == "FeedCoordinatorStore" })
        #expect(FlowEndScanTests.steps(app, from: "FeedScene") == [["push PostScene"]])
    }

    @Test("a coordinator view the scan reads nothing of is left out and reported, not drawn as an empty root")
    func unreadCoordinatorViewsAreReported() throws {
        let app = try Self.scanned()
        #expect(!app.coordinators.contains { $0.name == "ExportCoordinator" })
        #expect(app.unresolved.contains { $0.message.hasPrefix("ExportCoordinator is named like a coordinator") })
    }
}
