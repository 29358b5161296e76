import CoordVizScan
import Testing

/// The `when` of a child coordinator: the condition the app's setup makes it under, read through
/// the helpers setup calls, and left out where other code makes it too.
@Suite struct ChildConditionScanTests {
    static func coordinator(_ name: String, in app: ScannedApp) throws -> ScannedApp.Coordinator {
        try #require(app.coordinators.first { $0.name == name })
    }

    @Test("a child a setup helper makes under the launch condition has that condition; one a closure also makes has it at launch, or after what the closure answers")
    func setupHelpersCarryTheLaunchCondition() throws {
        let app = try FlowEndScanTests.scan("phases-and-containers")
        // `start() { if session.hasSeenWelcome { showSignIn() } else { showWelcome() } }`
        #expect(try Self.coordinator("WelcomeCoordinator", in: app).condition == "not session.hasSeenWelcome")
        // `welcome.onFinish = { self?.showSignIn() }` makes it again, whatever the launch was.
        #expect(try Self.coordinator("SignInCoordinator", in: app).condition
            == "session.hasSeenWelcome at launch, or started from ReadyPageViewController or SettingsViewController")
    }

    @Test("a switch over the app's state as it starts makes each case's child under that case, and a phase finishing makes the next one again")
    func aLaunchSwitchConditionsEachChild() throws {
        let app = try FlowEndScanTests.scan("launch-choice")
        #expect(try Self.coordinator("LoginCoordinator", in: app).condition == "StartingPoint.current is .login")
        #expect(try Self.coordinator("HomeCoordinator", in: app).condition
            == "StartingPoint.current is .home at launch, or started from LoginViewController or TutorialViewController")
    }

    @Test("a child launch code makes under different conditions (a link's case, the signed-in flag) exists when any of them holds")
    func differentLaunchConditionsAreJoined() throws {
        let app = try FlowEndScanTests.scan("linked-launch-conditions")
        // `if let link { switch link { case .signUp: showAuth() … } } else if isSignedIn { showProfile() } else { showAuth() }`;
        // `link != nil` goes unsaid where `link is .signUp` says it.
        #expect(try Self.coordinator("AuthCoordinator", in: app).condition?.hasPrefix("link is .signUp, or link == nil && not isSignedIn") == true)
        #expect(try Self.coordinator("ProfileCoordinator", in: app).condition?.hasPrefix("link is .profile, or link == nil && isSignedIn") == true)
    }

    @Test("a child only a screen's action starts exists when started from that screen; one launch code makes unconditionally has no condition")
    func actionStartedChildrenAreConditional() throws {
        let app = try Scanner.scan(folder: SampleAccuracyTests.repository.appendingPathComponent("Samples/navigation-children").path)
        let started = app.coordinators.filter { $0.condition?.hasPrefix("started from ") == true }.map(\.name).sorted()
        #expect(started == ["AccountCoordinator", "BuyCoordinator", "SettingsCoordinator"], "\(app.coordinators.map { ($0.name, $0.condition) })")
        #expect(try Self.coordinator("SettingsCoordinator", in: app).condition == "started from BuyViewController or HomeViewController")
        let tabs = try Scanner.scan(folder: SampleAccuracyTests.repository.appendingPathComponent("Samples/tab-coordinator").path)
        #expect(tabs.coordinators.allSatisfy { $0.condition == nil }, "\(tabs.coordinators.map { ($0.name, $0.condition) })")
    }

    @Test("an `if let` in launch code makes its children when the value is there, and the else branch when it is nil")
    func optionalBindingsAreConditions() throws {
        let app = try FlowEndScanTests.scan("pending-invite-launch")
        // `if let waiting = InviteInbox.waiting { answer(waiting) } else { showFeed() }`
        #expect(try Self.coordinator("InviteCoordinator", in: app).condition == "InviteInbox.waiting != nil")
        // Also made by `setupFlowDidFinish()`, a callback whatever its name says, not launch code.
        #expect(try Self.coordinator("FeedCoordinator", in: app).condition == "InviteInbox.waiting == nil at launch, or started from InviteViewController")
        // The root putting the navigation controller in the window is the frame of the phases.
        #expect(app.phases.map(\.root) == ["InviteCoordinator", "FeedCoordinator"])
        // `invite = nil` lets the invite flow go.
        #expect(FlowEndScanTests.steps(app, from: "InviteViewController") == [["finish InviteCoordinator", "setRoot FeedCoordinator"]])
    }

    @Test("children made once while the collection keeping them is empty have no condition")
    func makeOnceGuardsAreNoCondition() throws {
        let app = try Scanner.scan(folder: SampleAccuracyTests.repository.appendingPathComponent("Samples/router-login").path)
        let tabs = app.coordinators.filter { ["ItemCoordinator", "SettingsCoordinator"].contains($0.name) }
        #expect(tabs.count == 2)
        #expect(tabs.allSatisfy { $0.condition == nil }, "\(tabs.map { ($0.name, $0.condition) })")
    }
}
