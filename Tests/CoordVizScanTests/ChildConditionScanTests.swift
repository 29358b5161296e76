import CoordVizScan
import Testing

/// The `when` of a child coordinator: the condition the app's setup makes it under, read through
/// the helpers setup calls, and left out where other code makes it too.
@Suite struct ChildConditionScanTests {
    static func coordinator(_ name: String, in app: ScannedApp) throws -> ScannedApp.Coordinator {
        try #require(app.coordinators.first { $0.name == name })
    }

    @Test("a child a setup helper makes under the launch condition has that condition; one a closure also makes has none")
    func setupHelpersCarryTheLaunchCondition() throws {
        let app = try FlowEndScanTests.scan("phases-and-containers")
        // `start() { if session.hasSeenWelcome { showSignIn() } else { showWelcome() } }`
        #expect(try Self.coordinator("WelcomeCoordinator", in: app).condition == "not session.hasSeenWelcome")
        // `welcome.onFinish = { self?.showSignIn() }` makes it whatever the launch was.
        #expect(try Self.coordinator("SignInCoordinator", in: app).condition == nil)
    }

    @Test("a switch over the app's state as it starts makes each case's child under that case")
    func aLaunchSwitchConditionsEachChild() throws {
        let app = try FlowEndScanTests.scan("launch-choice")
        #expect(try Self.coordinator("LoginCoordinator", in: app).condition == "StartingPoint.current is .login")
        #expect(try Self.coordinator("HomeCoordinator", in: app).condition == "StartingPoint.current is .home")
    }

    @Test("children made once while the collection keeping them is empty have no condition")
    func makeOnceGuardsAreNoCondition() throws {
        let app = try Scanner.scan(folder: SampleAccuracyTests.repository.appendingPathComponent("Samples/router-login").path)
        let tabs = app.coordinators.filter { ["ItemCoordinator", "SettingsCoordinator"].contains($0.name) }
        #expect(tabs.count == 2)
        #expect(tabs.allSatisfy { $0.condition == nil }, "\(tabs.map { ($0.name, $0.condition) })")
    }
}
