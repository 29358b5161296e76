@testable import CoordVizScan
import Testing

/// The order of an app's phases: where a plain launch goes first, then each phase after the
/// ones leading to it.
@Suite struct PhaseOrderScanTests {
    @Test("a check of the arguments a test run launches with is false on a plain launch, so the phase it skips comes first")
    func launchArgumentsAreAbsent() throws {
        let app = try FlowEndScanTests.scan("launch-arguments")
        // `if ProcessInfo.processInfo.arguments.contains("-skipIntro") { showHome() } else { showIntro() }`
        #expect(app.phases.map(\.root) == ["IntroCoordinator", "HomeCoordinator"])
    }

    @Test("a phase comes after every phase leading to it, even one ranked earlier by the code's order")
    func phasesFollowTheirEdges() {
        let order = Inference.phaseOrder(
            ["AppCoordinator", "HolderCoordinator", "OnboardingCoordinator"],
            edges: ["AppCoordinator": ["HolderCoordinator", "OnboardingCoordinator"], "OnboardingCoordinator": ["HolderCoordinator"]],
            first: "AppCoordinator")
        #expect(order == ["AppCoordinator", "OnboardingCoordinator", "HolderCoordinator"])
    }

    @Test("phases leading round in a circle (signing out leads back) keep the code's order")
    func circlesKeepTheRank() {
        let order = Inference.phaseOrder(
            ["LoginCoordinator", "HomeCoordinator"],
            edges: ["LoginCoordinator": ["HomeCoordinator"], "HomeCoordinator": ["LoginCoordinator"]],
            first: nil)
        #expect(order == ["LoginCoordinator", "HomeCoordinator"])
    }
}
