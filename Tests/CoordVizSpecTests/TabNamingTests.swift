import CoordVizCore
import CoordVizSpec
import Testing

/// A tab without a title or a coordinator of its own (a stack held in place, a screen shown
/// directly) is named by its first screen, the same way by the spec's links and by playback.
@Suite struct TabNamingTests {
    static let spec = """
    version: 2
    app: TabNames
    root: App
    coordinators:
      App:
        tabs:
          - { stack: [FeedViewController] }
          - { stack: [SearchViewController] }
          - { screen: ProfileViewController }
          - { stack: [SettingsViewController], title: FeedViewController }
    screens:
      SearchViewController: { pushes: [ResultViewController] }
    transitions:
      - id: search
        from: FeedViewController
        steps: [{ switchTab: SearchViewController }, { push: ResultViewController }]
      - id: profile
        from: FeedViewController
        steps: [{ switchTab: ProfileViewController }]
    """

    @Test func untitledTabsAreNamedByTheirFirstScreenAndPlay() throws {
        let model = try FlowSpecParser.parse(Self.spec, path: "tabs.yaml").model
        let simulator = FlowSimulator(model: model)
        let search = simulator.play(try #require(model.transition("search")))
        #expect(search.steps.allSatisfy { $0.problem == nil })
        #expect(simulator.visibleScreen(in: try #require(search.steps.last).state) == "ResultViewController")
        let profile = simulator.play(try #require(model.transition("profile")))
        #expect(profile.steps.allSatisfy { $0.problem == nil })
        let end = try #require(profile.steps.last).state
        #expect(end.selectedTab == 2)
        #expect(simulator.visibleScreen(in: end) == "ProfileViewController")
    }

    @Test func aTitleWinsOverAnotherTabsFirstScreen() throws {
        let model = try FlowSpecParser.parse(Self.spec, path: "tabs.yaml").model
        #expect(model.tab(named: "FeedViewController")?.index == 3)
        #expect(model.tab(named: "SearchViewController")?.index == 1)
        #expect(model.resolveTab("profileviewcontroller")?.index == 2)
    }

    @Test func anUnknownTabListsTheNamesItCouldHaveBeen() throws {
        let broken = Self.spec.replacingOccurrences(of: "switchTab: ProfileViewController", with: "switchTab: Inbox")
        do {
            _ = try FlowSpecParser.parse(broken, path: "tabs.yaml")
            Issue.record("an unknown tab must be an error")
        } catch SpecError.invalid(let diagnostics) {
            let message = try #require(diagnostics.first { $0.id == "unknown-tab" }).message
            #expect(message.contains("'FeedViewController'"))
            #expect(message.contains("'ProfileViewController'"))
        }
    }

    @Test func anUnknownTabAmongTabsWithNoNameSaysHowToNameThem() throws {
        let spec = """
        version: 2
        app: NoNames
        root: Main
        coordinators:
          Main:
            tabs:
              - stack: []
              - stack: []
        screens:
          Home: {}
        transitions:
          - id: go
            from: Home
            steps:
              - switchTab: Profile
        """
        do {
            _ = try FlowSpecParser.parse(spec, path: "tabs.yaml")
            Issue.record("an unknown tab must be an error")
        } catch SpecError.invalid(let diagnostics) {
            let message = try #require(diagnostics.first { $0.id == "unknown-tab" }).message
            #expect(message == "unknown tab 'Profile'; no tab has a title, a coordinator or a first screen to be named by: give the tabs a 'title'")
        }
    }
}
