@testable import CoordVizScan
import Testing

/// Steps a screen binds a control to (`button.rx.tap.map { Step.x }.bind(to: steps)`), played
/// from the place of the screen in the stack of the flow that handles them.
@Suite struct RxFlowBoundStepTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("rxflow-bound-steps") }

    @Test("a control's events mapped to a step and bound to the screen's steps are an action named after the control")
    func mappedStepBoundToStepsIsAnAction() throws {
        let app = try Self.scanned()
        let login = try #require(app.transitions.first { $0.trigger == "loginButton.rx.tap" })
        #expect(login.steps.map { "\($0.kind) \($0.target)" } == ["push ProfileViewController"])
    }

    @Test("a transition the screen's first place cannot play is played from the further place in the stack of the flow doing its steps")
    func transitionMovesToThePlaceWhoseStackItPushesOnto() throws {
        let app = try Self.scanned()
        #expect(app.transitions.first { $0.trigger == "loginButton.rx.tap" }?.from == "LoginViewController#2")
        // The split's login column pushes nothing, and nothing is reported as left out.
        #expect(app.screens.first { $0.name == "LoginViewController" }?.pushes == [])
        #expect(app.screens.first { $0.name == "LoginViewController#2" }?.pushes == ["ProfileViewController"])
        #expect(!app.unresolved.contains { $0.message.contains("is nothing a spec can play") })
    }
}
