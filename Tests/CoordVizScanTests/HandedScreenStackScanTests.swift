import CoordVizScan
import CoordVizSpec
import Testing

/// A child working on the navigation controller of a screen it was handed has no stack of its
/// own: it pushes onto the stack of the coordinator holding that screen.
@Suite("Scanning children pushing onto a handed screen's stack")
struct HandedScreenStackScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("handed-screen-stacks") }

    static func pushesOnto(_ coordinator: String, in app: ScannedApp) -> String? {
        app.coordinators.first { $0.name == coordinator }?.pushesOnto
    }

    @Test("a child pushing onto rootViewController.navigationController, the screen its initializer was handed, pushes onto the stack holding that screen")
    func handedRootViewController() throws {
        #expect(Self.pushesOnto("DetailCoordinator", in: try Self.scanned()) == "AppCoordinator")
    }

    @Test("a child made with a screen's navigationController pushes onto the stack holding that screen")
    func madeWithAScreensNavigationController() throws {
        #expect(Self.pushesOnto("EditCoordinator", in: try Self.scanned()) == "AppCoordinator")
    }

    @Test("a child made with a router over a screen's navigationController pushes onto the stack holding that screen")
    func madeWithARouterOverAScreensNavigationController() throws {
        #expect(Self.pushesOnto("ReviewCoordinator", in: try Self.scanned()) == "AppCoordinator")
    }

    @Test("a child whose start(from:) pushes onto viewController.navigationController pushes onto the stack holding that screen")
    func startedFromAScreen() throws {
        #expect(Self.pushesOnto("ShareCoordinator", in: try Self.scanned()) == "AppCoordinator")
    }

    @Test("a child handed a screen to present its own stack over keeps its stack, presented from that screen")
    func presentingChildKeepsItsStack() throws {
        let app = try Self.scanned()
        #expect(Self.pushesOnto("ComposeCoordinator", in: app) == nil)
        #expect(app.coordinators.first { $0.name == "ComposeCoordinator" }?.presentation?.from == "ListScreen")
    }

    @Test("the screen handed to the child pushes the child's screens, and the scanned spec validates without warnings")
    func handedScreenPushesAndValidates() throws {
        let app = try Self.scanned()
        #expect(app.screens.first { $0.name == "ListScreen" }?.pushes == ["DetailScreen", "EditScreen", "ShareScreen", "ReviewScreen"])
        let parsed = try FlowSpecParser.parse([SpecFile(path: "handed-screen-stacks.yaml", text: SpecWriter.yaml(app))])
        #expect(parsed.warnings.isEmpty, "\(parsed.warnings)")
    }

    @Test("a child pushing onto the navigation controller of a screen property it was handed pushes onto the stack holding that screen")
    func handedScreenProperty() throws {
        let app = try FlowEndScanTests.scan("handed-screen-flows")
        #expect(Self.pushesOnto("RecipeCoordinator", in: app) == "KitchenCoordinator")
    }
}
