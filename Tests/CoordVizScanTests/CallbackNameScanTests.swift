import CoordVizScan
import Testing

/// Coordinators kept by a base class's `store(coordinator:)`, and screens' closure properties set
/// by the coordinator (`profile.onClose = { … }`) that call no coordinator method.
@Suite struct CallbackNameScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("stored-children-callbacks") }

    @Test("children stored by a base class helper are children; a pushed child pushes onto its parent's stack")
    func storedChildren() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "AppCoordinator" }?.children.map(\.coordinator) == ["ProfileCoordinator", "CheckoutCoordinator"])
        #expect(app.coordinators.first { $0.name == "ProfileCoordinator" }?.pushesOnto == "AppCoordinator")
    }

    @Test("a screen's closure property that calls no coordinator method names its transition after the property")
    func callbackNamedAfterItsProperty() throws {
        let app = try Self.scanned()
        #expect(ScreenCallbackScanTests.transitions(app).filter { !$0.hasPrefix("HomeViewController") } == [
            "CartViewController.onPay: push PaymentViewController",
            "ProfileViewController.onClose: pop AppCoordinator, finish ProfileCoordinator",
        ])
    }
}
