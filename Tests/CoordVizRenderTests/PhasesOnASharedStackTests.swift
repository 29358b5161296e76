import CoordVizCore
@testable import CoordVizRender
import CoordVizSpec
import Testing

/// Phases whose coordinators push onto the app's root navigation controller (a login flow on
/// the router's stack) have no stack of their own: their screens are framed inside the shared
/// stack, titled with the phase, and ranked in phase order.
@Suite struct PhasesOnASharedStackTests {
    static func clusters(_ clusters: [Diagram.Cluster]) -> [Diagram.Cluster] {
        clusters + clusters.flatMap { Self.clusters($0.clusters) }
    }

    static func title(_ cluster: Diagram.Cluster) -> String {
        if case .html(let label)? = cluster.attributes["label"] { return label }
        return ""
    }

    @Test(arguments: [ViewKind.tabs, .flows])
    func everyPhaseIsFramedEvenWhenItsScreensLiveOnAnotherCoordinatorsStack(view: ViewKind) throws {
        let model = try SampleModels.merged("router-login")
        let diagram = try view.diagram(of: model)
        let all = Self.clusters(diagram.clusters)
        let onboarding = try #require(all.first { $0.id == "phase_0_in_stack_ApplicationCoordinator" })
        let auth = try #require(all.first { $0.id == "phase_1_in_stack_ApplicationCoordinator" })
        #expect(Self.title(onboarding).contains("1 · Onboarding"))
        #expect(Self.title(auth).contains("2 · Auth"))
        #expect(onboarding.nodes.map(\.id) == ["screen:OnboardingViewController"])
        #expect(auth.nodes.map(\.id) == ["screen:LoginViewController", "screen:SignUpViewController", "screen:TermsViewController"])
        // The main phase keeps its own frame, and comes after the stack holding the earlier ones.
        let top = diagram.clusters.map(\.id)
        let stack = try #require(top.firstIndex(of: "stack_ApplicationCoordinator"))
        let main = try #require(top.firstIndex(of: "phase_2"))
        #expect(stack < main)
    }

    @Test func theSharedStackReadsTopToBottomInPhaseOrder() throws {
        let diagram = try ViewKind.tabs.diagram(of: try SampleModels.merged("router-login"))
        let order = diagram.edges.filter { $0.key == "phaseOrder" }.map { "\($0.from) -> \($0.to)" }
        #expect(order == [
            "screen:OnboardingViewController -> screen:LoginViewController",
            "screen:TermsViewController -> screen:TabbarController",
        ])
        #expect(diagram.edges.filter { $0.key == "phaseOrder" }.allSatisfy { $0.attributes["style"] == "invis" })
    }

    @Test func collapsedStacksFrameNoScreens() throws {
        let diagram = try ViewKind.tabs.diagram(of: try SampleModels.merged("router-login"), options: ViewOptions(collapse: true))
        #expect(!Self.clusters(diagram.clusters).contains { $0.id.contains("_in_") })
    }
}

/// A later phase pushing onto the stack of an earlier phase's own coordinator: its frame goes
/// inside the earlier phase's frame, around the screens it pushes.
@Suite struct LaterPhaseOnAnEarlierPhasesStackTests {
    static let spec = """
    version: 2
    app: Phased
    root: AppCoordinator
    phases:
      - { name: Launch, root: LaunchCoordinator }
      - { name: Welcome, root: WelcomeCoordinator }
    coordinators:
      AppCoordinator:
        children:
          launch: LaunchCoordinator
          welcome: WelcomeCoordinator
      LaunchCoordinator:
        stack: [SplashViewController]
      WelcomeCoordinator:
        pushesOnto: LaunchCoordinator
        stack: [WelcomeViewController]
    """

    @Test func theLaterPhasesScreensAreFramedInsideTheEarlierPhasesFrame() throws {
        let model = try FlowSpecParser.parse(Self.spec, path: "phased.yaml").model
        let diagram = try ViewKind.tabs.diagram(of: model)
        let launch = try #require(diagram.clusters.first { $0.id == "phase_0" })
        let inside = PhasesOnASharedStackTests.clusters(launch.clusters)
        let welcome = try #require(inside.first { $0.id.hasPrefix("phase_1_in_") })
        #expect(welcome.nodes.map(\.id) == ["screen:WelcomeViewController"])
        #expect(PhasesOnASharedStackTests.title(welcome).contains("2 · Welcome"))
        // The stack's own first screen is the earlier phase's: it stays above the later one's.
        let order = diagram.edges.filter { $0.key == "phaseOrder" }.map { "\($0.from) -> \($0.to)" }
        #expect(order == ["screen:SplashViewController -> screen:WelcomeViewController"])
    }
}
