import CoordVizScan
import Testing

/// An app's own methods on navigation controllers (in an extension of `UINavigationController`
/// adopting the app's protocol, and the protocol's forwarding extension) that host the SwiftUI
/// view they are handed: called on a stack, their bodies run on it.
@Suite struct NavigationExtensionScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("navigation-extension-helpers") }

    static func stack(_ app: ScannedApp, of coordinator: String) -> [String]? {
        guard case .stack(let screens)? = app.coordinators.first(where: { $0.name == coordinator })?.container else { return nil }
        return screens
    }

    @Test("a view handed to the app's replace-the-stack method, through a protocol-typed property or a navigation controller, is the stack's root screen")
    func rootThroughOwnMethod() throws {
        let app = try Self.scanned()
        #expect(Self.stack(app, of: "PantryCoordinator") == ["PantryView"])
        #expect(Self.stack(app, of: "ShoppingCoordinator") == ["ShoppingListView"])
    }

    @Test("a view handed to the app's own push method is pushed, named after the view")
    func pushThroughOwnMethod() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "PantryView").contains(["push PantryItemView"]))
        #expect(FlowEndScanTests.steps(app, from: "PantryView").contains(["startChild ShoppingCoordinator", "push ShoppingIntroView"]))
        #expect(!app.unresolved.contains { $0.message.contains("cannot tell") })
    }
}
