import CoordVizScan
import Testing

/// Children kept in a dictionary under an enum key (`childCoordinators[.onboarding] = onboarding`)
/// and let go by setting that key to `nil`, as many UIKit coordinator apps do.
@Suite struct KeyedChildScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("keyed-children") }

    @Test("setting a child's key to nil finishes the child kept under it")
    func nilAtAKeyFinishesThatChild() throws {
        let app = try Self.scanned()
        let finishing = try #require(app.transitions.first { $0.trigger == "onboardingDidFinish()" })
        #expect(finishing.from == "WelcomeViewController")
        #expect(finishing.steps.map { "\($0.kind) \($0.target)" } == ["finish OnboardingCoordinator", "startChild HomeCoordinator"])
    }
}
