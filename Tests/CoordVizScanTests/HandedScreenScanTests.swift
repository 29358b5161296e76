import CoordVizScan
import CoordVizSpec
import Testing

/// Children made with the screen their parent shows (`init(screen:)`), working on it: pushing
/// onto its navigation controller, presenting over it, answering through merged publishers.
@Suite("Scanning children handed a screen")
struct HandedScreenScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("handed-screen-flows") }

    @Test("a child pushing onto the navigation controller of the screen it was handed is started, then pushes, from that screen")
    func pushOntoHandedScreensNavigationController() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "RecipeListScreen").contains(["startChild RecipeCoordinator", "push RecipeScreen"]))
    }

    @Test("a navigation controller a coordinator makes in start() and sets as the window's root, kept in no property, is that coordinator's stack")
    func windowRootStackKeptInALocal() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "KitchenCoordinator" }?.container == .stack(["RecipeListScreen"]))
        #expect(!app.unresolved.contains { $0.message.contains("RecipeListScreen") }, "\(app.unresolved)")
    }

    @Test("what subscribes to Observable.merge(a, b).take(1) runs when either sends: both close the presented flow")
    func mergedResultPublishers() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "SortingCoordinator" }?.presentation?.from == "RecipeListScreen")
        // Picking and cancelling close it the same way: one transition.
        #expect(FlowEndScanTests.steps(app, from: "SortingScreen") == [["dismiss"]])
        _ = try FlowSpecParser.parse(SpecWriter.yaml(app), path: "handed-screen-flows.yaml")
    }
}
