import CoordVizCore
import CoordVizSpec
import Foundation
import Testing

@Suite struct FlowSpecParserTests {
    func loveStory() throws -> ArchitectureModel {
        try FlowSpecParser.parse(contentsOf: SpecFixtures.sampleSpec("love-story")).model
    }

    @Test func theLoveStorySpecDeclaresTheTabsStacksAndFlowOnlyCoordinator() throws {
        let model = try loveStory()
        #expect(model.app == "Love Story")
        #expect(model.root == "MainCoordinator")
        #expect(model.coordinators.map(\.id) == ["MainCoordinator", "HomeCoordinator", "OrdersCoordinator", "DeepLinkCoordinator"])
        #expect(model.mainTabBar?.tabBar.tabs.map(\.title) == ["Home", "Orders"])
        #expect(model.coordinator("OrdersCoordinator")?.container?.navigationStack?.allScreens == ["OrdersViewController", "Orders2ViewController", "Orders3ViewController"])
        #expect(model.coordinator("DeepLinkCoordinator")?.isFlowOnly == true)
        #expect(model.coordinator("MainCoordinator")?.children.map(\.property) == ["homeCoordinator", "ordersCoordinator", "deepLinkCoordinator"])
    }

    @Test func theHeadlineTransitionIsFourOrderedSteps() throws {
        let transition = try #require(try loveStory().transition("deep-view-in-orders"))
        #expect(transition.source == "Home2ViewController")
        #expect(transition.trigger == "goToDeepViewInFavoriteTab()")
        #expect(transition.steps == [
            Step(.switchTab, "Orders"), Step(.resetToRoot, "OrdersCoordinator"),
            Step(.push, "Orders2ViewController"), Step(.push, "Orders3ViewController"),
        ])
    }

    @Test func theDeepLinkEntryPointRunsTheHeadlineTransition() throws {
        #expect(try loveStory().deepLinks == [DeepLink(pattern: "myapp://orders/deep", handler: "DeepLinkCoordinator", transition: "deep-view-in-orders")])
    }

    @Test func screensTakeTheirTitlesAndTheCoordinatorOfTheirStack() throws {
        let model = try loveStory()
        #expect(model.screen("Orders2ViewController") == ScreenNode(id: "Orders2ViewController", typeName: "Orders2ViewController", title: "Orders 2", coordinator: "OrdersCoordinator", isLive: false))
    }

    @Test func theJSONFormOfASpecGivesTheSameModelAsTheYAML() throws {
        let yaml = try FlowSpecParser.parse(contentsOf: SpecFixtures.fixture("two-tabs.yaml")).model
        let json = try FlowSpecParser.parse(contentsOf: SpecFixtures.fixture("two-tabs.json")).model
        #expect(yaml == json)
        #expect(yaml.transitions.count == 2)
    }

    @Test func aYAMLSyntaxErrorIsReportedWithItsLineAndColumn() {
        let text = "version: 1\ncoordinators:\n  Main: [unclosed\n"
        #expect(diagnostics(text) == ["s.yaml:4:1: error: [yaml-syntax] did not find expected ',' or ']' (while parsing a flow sequence at line 3, column 9)"])
    }

    @Test func aMissingVersionIsAnError() {
        #expect(diagnostics("app: X\n") == ["s.yaml:1:1: error: [missing-version] the spec has no 'version' key; add 'version: 1' at the top"])
    }

    @Test func anUnsupportedVersionIsAnError() {
        #expect(diagnostics("version: 3\n") == ["s.yaml:1:10: error: [unsupported-version] spec version 3 is not supported; this coordviz reads version 1"])
    }

    @Test func unknownKeysAreNamedWithASuggestion() {
        let text = "version: 1\ncoordinators:\n  Main:\n    stak: [A]\n"
        #expect(diagnostics(text) == ["s.yaml:4:5: error: [unknown-key] unknown key 'stak' in coordinator 'Main'; did you mean 'stack'?"])
    }

    @Test func everyProblemIsReportedInOneRunInFileOrder() {
        let text = """
        version: 1
        coordinators:
          Main:
            tabs: [Homme]
          Home:
            stack: [HomeScreen]
        transitions:
          - id: t
            from: HomeScren
            steps:
              - psh: HomeScreen
              - switchTab: Settings
          - id: t
            from: HomeScreen
            steps: [dismiss]
        """
        #expect(diagnostics(text) == [
            "s.yaml:2:1: error: [missing-root] the spec has no 'root' and 2 coordinators have no parent ('Main', 'Home'); add 'root: Main' (or whichever starts the app)",
            "s.yaml:4:12: error: [unknown-coordinator] unknown coordinator 'Homme'; did you mean 'Home'?",
            "s.yaml:9:11: error: [unknown-screen] unknown screen 'HomeScren'; did you mean 'HomeScreen'?",
            "s.yaml:11:9: error: [unknown-step] unknown step 'psh'; did you mean 'push'?",
            "s.yaml:12:20: error: [unknown-tab] unknown tab 'Settings'; the tabs are 'Tab 0'",
            "s.yaml:13:9: error: [duplicate-id] transition id 't' is already used at s.yaml:8:9; give each transition its own id",
        ])
    }

    @Test func aMissingFileIsUnreadable() {
        #expect(throws: SpecError.unreadable(path: "nope.yaml", reason: "the file does not exist or is not UTF-8 text")) {
            try FlowSpecParser.parse(contentsOf: URL(fileURLWithPath: "/nonexistent/nope.yaml"), displayPath: "nope.yaml")
        }
    }

    func diagnostics(_ text: String) -> [String] {
        do {
            _ = try FlowSpecParser.parse(text, path: "s.yaml")
            return []
        } catch let SpecError.invalid(found) {
            return found.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }
}
