import CoordVizScan
import Testing

/// The Clean Swift (VIP) template: each scene's view controller keeps a router typed as a
/// protocol composition (`(NSObjectProtocol & ListOrdersRoutingLogic & ListOrdersDataPassing)?`),
/// whose `routeTo…` methods hand the destination to `navigateTo…(source:destination:)`; the first
/// scene comes from a storyboard.
@Suite struct CleanSwiftSceneScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("clean-swift-scenes") }

    @Test("a router typed as a composition with NSObjectProtocol is read as the routing protocol's one class")
    func compositionTypedRouterIsFollowed() throws {
        #expect(ScreenCallbackScanTests.transitions(try Self.scanned()) == [
            "CreateOrderViewController.saveTapped(): dismiss ",
            "ListOrdersViewController.addTapped(): present CreateOrderViewController",
            "ListOrdersViewController.tableView(_:didSelectRowAt:): push ShowOrderViewController",
            "ShowOrderViewController.editTapped(): push CreateOrderViewController",
        ])
    }

    @Test("an app whose first screen no code puts in the window says so: no root is written")
    func missingRootIsReported() throws {
        let app = try Self.scanned()
        #expect(app.root == nil)
        #expect(app.unresolved.map(\.message) == [
            "no code the scan read puts a first screen in the window (a storyboard's initial view controller is not read): the spec has no root coordinator, and its 3 screens are drawn with no place to start from; add a coordinator, or the screen the app opens with, to give it one",
        ])
    }
}
