import CoordVizScan
import Testing

/// A TCA reducer with no routes of its own that runs two coordinator reducers in `Scope`s and
/// whose view shows one or the other by a flag of its state.
@Suite struct ComposableFlowScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("tca-flow-switch") }

    @Test("a reducer scoping to coordinator reducers is a coordinator whose children are those, under the state they are scoped to")
    func scopingReducerIsAFlowCoordinator() throws {
        let app = try Self.scanned()
        #expect(app.root == "GardenApp")
        let flow = try #require(app.coordinators.first { $0.name == "GardenApp" })
        #expect(flow.container == nil)
        #expect(flow.children.map(\.coordinator) == ["OnboardingCoordinator", "GardenCoordinator"])
        #expect(flow.children.map(\.property) == ["onboarding", "garden"])
    }

    @Test("the view's branch on the flag gives each child its condition, and the flag's starting value the first phase")
    func flagBranchGivesConditionsAndPhases() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "OnboardingCoordinator" }?.condition == "not store.hasOnboarded")
        #expect(app.coordinators.first { $0.name == "GardenCoordinator" }?.condition == "store.hasOnboarded")
        #expect(app.phases.map(\.root) == ["OnboardingCoordinator", "GardenCoordinator"])
        #expect(app.unresolved.isEmpty)
    }

    @Test("setting the flag in answer to a child's screen action makes the other child the root, from that screen")
    func settingTheFlagSetsTheRoot() throws {
        let app = try Self.scanned()
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "BedsView.startOverTapped: setRoot OnboardingCoordinator",
            "ClimateView.finishTapped: setRoot GardenCoordinator",
            "WelcomeView.nextTapped: push ClimateView",
        ])
    }
}
