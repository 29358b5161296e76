@testable import CoordVizScan
import Testing

/// SwiftUI coordinators written as classes handing out a root view, over an app-made path holder.
@Suite struct SwiftUICoordinatorClassTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("swiftui-coordinator-classes") }

    @Test("a coordinator class's root view is the bottom of its stack when it holds the app's path holder")
    func rootViewOverPathHolderIsTheStack() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "ShopCoordinator" }?.container == .stack(["ShopView"]))
        // The path holder every coordinator makes is no coordinator of its own.
        #expect(!app.coordinators.contains { $0.name == "NavigationController" })
    }

    @Test("a root view wrapping itself in a NavigationStack gives its coordinator that stack, and is no node of its own")
    func rootViewsOwnStackIsTheCoordinators() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "AccountCoordinator" }?.container == .stack(["AccountView"]))
        #expect(!app.coordinators.contains { $0.name == "AccountView" })
    }

    @Test("a coordinator class is never a screen: what its methods do starts on its root view")
    func coordinatorMethodsStartOnTheRootView() throws {
        let app = try Self.scanned()
        #expect(!app.screens.contains { $0.name.hasSuffix("Coordinator") })
        #expect(FlowEndScanTests.steps(app, from: "ShopView") == [["push ProductView"]])
    }
}
