import CoordVizCore
import CoordVizSpec
import Foundation
import Testing

/// What a spec declares, as a model: the love-story sample, the JSON form of specs, several files.
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
        var expected = ScreenNode(id: "Orders2ViewController", typeName: "Orders2ViewController", title: "Orders 2", coordinator: "OrdersCoordinator", isLive: false)
        expected.pushes = ["Orders3ViewController"]
        #expect(model.screen("Orders2ViewController") == expected)
    }

    @Test(arguments: [
        ("two-tabs.yaml", "two-tabs.json"),
        ("merge/agreeing.yaml", "merge/agreeing.json"),
        ("../../../Samples/love-story/flow.yaml", "love-story.json"),
        ("v2/shop-app.yaml", "v2/shop-app.json"),
    ])
    func theJSONFormOfASpecGivesTheSameModelAsTheYAML(yaml: String, json: String) throws {
        let fromYAML = try FlowSpecParser.parse(contentsOf: SpecFixtures.fixture(yaml)).model
        let fromJSON = try FlowSpecParser.parse(contentsOf: SpecFixtures.fixture(json)).model
        #expect(fromYAML == fromJSON)
        #expect(!fromYAML.transitions.isEmpty)
    }

    @Test func jsonDiagnosticsPointAtTheQuotedKey() {
        let text = "{\n  \"version\": 1,\n  \"root\": \"Main\",\n  \"coordinators\": { \"Main\": { \"stak\": [\"A\"] } }\n}\n"
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "s.json", text: text)]) == [
            "s.json:4:31: error: [unknown-key] unknown key 'stak' in coordinator 'Main'; did you mean 'stack'?",
        ])
    }

    @Test func namesDefinedInOneFileCanBeUsedInAnother() throws {
        let spec = try FlowSpecParser.parse(try SpecFixtures.specFiles("features/shop"))
        #expect(spec.warnings.isEmpty)
        #expect(spec.model.root == "AppCoordinator")
        #expect(spec.model.coordinators.map(\.id) == ["AppCoordinator", "FeedCoordinator", "ProfileCoordinator", "SettingsCoordinator"])
        #expect(spec.sourceMap.location(of: .transition("open-post")) == SourceLocation(path: "features/shop/2-feed.yaml", line: 10, column: 5))
        #expect(spec.sourceMap.location(of: .coordinator("SettingsCoordinator")) == SourceLocation(path: "features/shop/3-profile.yaml", line: 6, column: 3))
    }

    @Test func theRootIsTheOneCoordinatorWithoutAParentWhenTheSpecNamesNone() throws {
        let text = "version: 1\ncoordinators:\n  Tabs:\n    tabs: [{ coordinator: Feed, title: Feed }]\n  Feed:\n    stack: [FeedViewController]\n"
        #expect(try FlowSpecParser.parse(text, path: "s.yaml").model.root == "Tabs")
    }

    @Test func aTabCanBeGivenItsIndexExplicitly() throws {
        let text = "version: 1\ncoordinators:\n  Tabs:\n    tabs:\n      - { coordinator: Feed, title: Feed, index: 0 }\n      - { screen: AboutViewController, title: About, index: 1 }\n  Feed:\n    stack: [FeedViewController]\n"
        let tabs = try #require(try FlowSpecParser.parse(text, path: "s.yaml").model.mainTabBar?.tabBar.tabs)
        #expect(tabs.map(\.index) == [0, 1])
        #expect(tabs.map(\.screen) == [nil, "AboutViewController"])
        #expect(tabs.map(\.viewControllerType) == ["UINavigationController", "AboutViewController"])
    }

    @Test func aTransitionFromAPresentedScreenStartsWithItPresented() throws {
        let text = """
        version: 1
        root: App
        coordinators:
          App:
            stack: [HomeViewController]
        screens:
          LoginViewController: { title: Log in }
        transitions:
          - id: log-in
            from: HomeViewController
            steps: [{ present: LoginViewController }]
          - id: close-login
            from: LoginViewController
            steps: [dismiss]
        """
        #expect(try FlowSpecParser.parse(text, path: "s.yaml").warnings.isEmpty)
    }

    @Test func warningsDoNotStopParsing() throws {
        let spec = try FlowSpecParser.parse(contentsOf: SpecFixtures.fixture("broken/unreachable-screen.yaml"))
        #expect(spec.warnings.map(\.id) == ["unreachable-screen"])
        #expect(spec.model.transitions.map(\.id) == ["open-post"])
    }

    @Test func aMissingFileIsUnreadable() {
        #expect(throws: SpecError.unreadable(path: "nope.yaml", reason: "the file does not exist or is not UTF-8 text")) {
            try FlowSpecParser.parse(contentsOf: URL(fileURLWithPath: "/nonexistent/nope.yaml"), displayPath: "nope.yaml")
        }
    }
}
