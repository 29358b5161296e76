@testable import CoordVizScan
import SwiftParser
import SwiftSyntax
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

    @Test("what the app stored on an earlier run is absent on the first launch: the tour a stored flag skips comes first")
    func storedValuesAreAbsentOnTheFirstLaunch() throws {
        let app = try FlowEndScanTests.scan("first-launch-defaults")
        // `guard preferences.hasSeenTour else { showTour(); return }`, where the one adopter of
        // `Preferences` reads `defaults.object(forKey:) as? Bool`; then `if let _ = UserDefaults
        // .standard.string(forKey:)` goes home, else to sign-in.
        #expect(app.phases.map(\.root) == ["TourCoordinator", "SignInCoordinator", "HomeCoordinator"])
    }

    @Test("a child making its own stack the window's root, started by an action, makes itself the root")
    func childShowingItsStackInTheWindowIsSetRoot() throws {
        let app = try FlowEndScanTests.scan("first-launch-defaults")
        #expect(FlowEndScanTests.steps(app, from: "TourViewController") == [["setRoot SignInCoordinator"]])
        #expect(FlowEndScanTests.steps(app, from: "HomeViewController") == [["setRoot SignInCoordinator"]])
    }

    @Test("UserDefaults reads give their defaults before anything is stored")
    func userDefaultsReadsGiveTheirDefaults() throws {
        func read(_ text: String) -> InitialValues.Constant? {
            var parser = Parser(text)
            let expression = ExprSyntax.parse(from: &parser)
            return expression.as(FunctionCallExprSyntax.self).flatMap(InitialValues.firstLaunchDefault)
        }
        #expect(read("UserDefaults.standard.bool(forKey: \"seen\")") == .bool(false))
        #expect(read("defaults.integer(forKey: \"launches\")") == .integer(0))
        #expect(read("self.userDefaults.string(forKey: \"token\")") == .absent)
        #expect(read("keychain.string(forKey: \"token\")") == nil)
        #expect(read("UserDefaults.standard.double(forKey: \"volume\")") == nil)
    }

    @Test("children the root's setup makes, each pushing its first screen onto the root's empty window stack, take turns at its root; one an action starts does not")
    func childrenPushingOntoTheEmptyWindowStackArePhases() throws {
        let app = try FlowEndScanTests.scan("turn-taking-children")
        #expect(app.phases.map(\.root) == ["WelcomeCoordinator", "LibraryCoordinator"])
        #expect(app.coordinators.first { $0.name == "CreditsCoordinator" }?.pushesOnto == "LibraryCoordinator")
    }

    @Test("in a circle of phases, the phase the latest placed one leads to goes next")
    func circlesFollowTheLatestPlaced() {
        let order = Inference.phaseOrder(
            ["TourCoordinator", "HomeCoordinator", "SignInCoordinator"],
            edges: ["TourCoordinator": ["SignInCoordinator"], "SignInCoordinator": ["HomeCoordinator"], "HomeCoordinator": ["SignInCoordinator"]],
            first: "TourCoordinator")
        #expect(order == ["TourCoordinator", "SignInCoordinator", "HomeCoordinator"])
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
