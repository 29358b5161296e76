@testable import CoordVizScan
import Testing

/// Coordinators reached through the responder chain: messages declared on `UIResponder` that
/// coordinators override, coordinators generic over their root view controller.
@Suite struct ResponderChainScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("responder-chain-messages") }

    @Test("a screen sending a message declared on UIResponder reaches the coordinator that overrides it")
    func responderChainMessagesReachTheOverridingCoordinator() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "ShelfViewController").contains(["push BookViewController"]))
    }

    @Test("a property typed by a generic base's parameter has the subclass's argument type: the root view controller is a stack")
    func genericBasePropertiesTakeTheSubclassArgument() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "ShelfCoordinator" }?.container == .stack(["ShelfViewController"]))
        #expect(app.coordinators.first { $0.name == "LibraryCoordinator" }?.container == .stack(["LibraryViewController"]))
    }

    @Test("a property set to a case, then switched over, takes that case only; so does `if let` over a parameter handed a case")
    func aPropertySetToACaseIsReadAsThatCase() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "ShelfViewController").filter { $0.contains { $0.hasPrefix("setRoot") } } == [["setRoot LibraryCoordinator"]])
        #expect(FlowEndScanTests.steps(app, from: "LibraryViewController") == [["setRoot ShelfCoordinator"]])
    }

    @Test("a child that starts by replacing every screen of the root stack it was handed becomes the app's root")
    func replacingTheHandedRootStackIsSetRoot() throws {
        let app = try Self.scanned()
        #expect(app.transitions.contains { $0.steps.map(\.kind) == ["setRoot"] && $0.steps.first?.target == "LibraryCoordinator" })
    }
}
