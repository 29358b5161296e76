import CoordVizCore
import Testing

/// A two-tab model like love-story's, built by hand, to play transitions on.
func twoTabModel(homeStack: [String] = ["Home"], ordersStack: [String] = ["Orders"]) -> ArchitectureModel {
    ArchitectureModel(
        app: "Two Tabs",
        root: "Main",
        coordinators: [
            CoordinatorNode(id: "Main", typeName: "Main", container: .tabBar(TabBar(property: "root", tabs: [
                Tab(index: 0, title: "Home", viewControllerType: "UINavigationController", coordinator: "HomeC"),
                Tab(index: 1, title: "Orders", viewControllerType: "UINavigationController", coordinator: "OrdersC"),
            ], selectedIndex: 0)), children: [
                ChildLink(property: "home", coordinator: "HomeC"), ChildLink(property: "orders", coordinator: "OrdersC"),
            ]),
            CoordinatorNode(id: "HomeC", typeName: "HomeC", container: .navigationStack(NavigationStack(property: "nav", screens: homeStack, declaredScreens: ["Home", "Home2"]))),
            CoordinatorNode(id: "OrdersC", typeName: "OrdersC", container: .navigationStack(NavigationStack(property: "nav", screens: ordersStack, declaredScreens: ["Orders", "Orders2", "Orders3"]))),
        ],
        screens: ["Home", "Home2", "Orders", "Orders2", "Orders3"].map { ScreenNode(id: $0, typeName: $0) },
        transitions: [
            Transition(id: "deep", source: "Home2", trigger: "goDeep()", steps: [
                Step(.switchTab, "Orders"), Step(.resetToRoot, "OrdersC"), Step(.push, "Orders2"), Step(.push, "Orders3"),
            ]),
        ]
    )
}

@Suite struct FlowSimulatorTests {
    @Test func theHeadlineFlowSwitchesResetsAndPushesTwice() throws {
        let model = twoTabModel()
        let playback = FlowSimulator(model: model).play(try #require(model.transition("deep")))
        #expect(playback.steps.map(\.caption) == ["switch to Orders", "reset Orders to root", "push Orders2", "push Orders3"])
        #expect(playback.steps.map(\.from) == ["Home2", "Orders", "Orders", "Orders2"])
        #expect(playback.steps.map(\.to) == ["Orders", "Orders", "Orders2", "Orders3"])
        #expect(playback.steps.allSatisfy { $0.problem == nil })
    }

    @Test func backFromTheLastScreenWalksDownTheRebuiltStack() throws {
        let model = twoTabModel()
        let playback = FlowSimulator(model: model).play(try #require(model.transition("deep")))
        #expect(playback.backChain == ["Orders3", "Orders2", "Orders"])
    }

    @Test func resetDropsWhateverTheTargetStackHeldBefore() throws {
        let model = twoTabModel(ordersStack: ["Orders", "Orders2", "Orders3"])
        let playback = FlowSimulator(model: model).play(try #require(model.transition("deep")))
        #expect(playback.steps[0].to == "Orders3")
        #expect(playback.steps[1].state.stacks["OrdersC"] == ["Orders"])
        #expect(playback.backChain == ["Orders3", "Orders2", "Orders"])
    }

    @Test func theSourceScreenIsMadeVisibleBeforeTheFirstStep() throws {
        let model = twoTabModel(homeStack: ["Home"])
        let playback = FlowSimulator(model: model).play(try #require(model.transition("deep")))
        #expect(playback.initial.stacks["HomeC"] == ["Home", "Home2"])
        #expect(playback.initial.selectedTab == 0)
    }

    @Test func aSwitchToAMissingTabIsReportedAsAProblem() {
        let model = twoTabModel()
        let playback = FlowSimulator(model: model).play(Transition(id: "bad", source: "Home", steps: [Step(.switchTab, "Settings")]))
        #expect(playback.steps[0].problem == "there is no tab 'Settings'")
    }

    @Test func dismissingWithNothingPresentedIsReportedAsAProblem() {
        let playback = FlowSimulator(model: twoTabModel()).play(Transition(id: "d", source: "Home", steps: [Step(.dismiss)]))
        #expect(playback.steps[0].problem == "nothing is presented to dismiss")
    }
}

@Suite struct ModalStackSimulationTests {
    /// A two-tab app plus a checkout flow whose stack lives outside the tab bar.
    func model() -> ArchitectureModel {
        var model = twoTabModel()
        model.coordinators.append(CoordinatorNode(id: "CheckoutC", typeName: "CheckoutC", container: .navigationStack(NavigationStack(property: "nav", screens: [], declaredScreens: ["Cart", "Payment"]))))
        model.screens += ["Cart", "Payment"].map { ScreenNode(id: $0, typeName: $0) }
        model.transitions = [Transition(id: "pay", source: "Cart", trigger: "pay()", steps: [Step(.push, "Payment")])]
        return model
    }

    @Test func aTransitionFromAStackOutsideTheTabBarStartsOnItsSourceScreen() throws {
        let model = model()
        let playback = FlowSimulator(model: model).play(try #require(model.transition("pay")))
        #expect(playback.steps.map(\.from) == ["Cart"])
        #expect(playback.steps.map(\.to) == ["Payment"])
        #expect(playback.backChain == ["Payment", "Cart"])
    }
}

/// Stacks that branch: a screen's stack is its path from the root along declared pushes.
@Suite struct PushPathTests {
    static var branching: ArchitectureModel {
        var home = ScreenNode(id: "Home", typeName: "Home")
        home.pushes = ["Users", "About"]
        var users = ScreenNode(id: "Users", typeName: "Users")
        users.pushes = ["UserDetail"]
        let stack = NavigationStack(property: "nav", screens: ["Home"], declaredScreens: ["Home", "Users", "UserDetail", "About"])
        return ArchitectureModel(
            app: "Branch", root: "App",
            coordinators: [CoordinatorNode(id: "App", typeName: "App", container: .navigationStack(stack))],
            screens: [home, users, ScreenNode(id: "UserDetail", typeName: "UserDetail"), ScreenNode(id: "About", typeName: "About")]
        )
    }

    @Test func aScreenOnASecondBranchSitsDirectlyOnTheRootNotOnTheFirstBranch() {
        let all = ["Home", "Users", "UserDetail", "About"]
        #expect(PushPaths(model: Self.branching).path(to: "About", in: all) == ["Home", "About"])
        #expect(PushPaths(model: Self.branching).path(to: "UserDetail", in: all) == ["Home", "Users", "UserDetail"])
    }

    @Test func aLinearStackIsItsPrefix() {
        let all = ["Orders", "Orders2", "Orders3"]
        #expect(PushPaths(model: twoTabModel()).path(to: "Orders3", in: all) == all)
        #expect(PushPaths(model: twoTabModel()).path(to: "Orders2", in: all) == ["Orders", "Orders2"])
    }

    @Test func playingATransitionFromABranchStartsOnThatBranchAndBackSkipsTheOther() {
        let transition = Transition(id: "t", source: "About", steps: [Step(.pop, "App")])
        let playback = FlowSimulator(model: Self.branching).play(transition)
        #expect(playback.initial.stacks["App"] == ["Home", "About"])
        #expect(playback.backChain == ["Home"])
    }
}

/// A tab that is a plain stack no coordinator runs plays like any stack.
@Suite struct PlainStackTabTests {
    static var model: ArchitectureModel {
        var about = Tab(index: 1, title: "About", viewControllerType: "UINavigationController")
        about.container = .navigationStack(NavigationStack(property: "tab", screens: ["About"], declaredScreens: ["About", "Licenses"]))
        return ArchitectureModel(
            app: "Plain", root: "Main",
            coordinators: [
                CoordinatorNode(id: "Main", typeName: "Main", container: .tabBar(TabBar(property: "root", tabs: [
                    Tab(index: 0, title: "Home", viewControllerType: "UINavigationController", coordinator: "HomeC"), about,
                ], selectedIndex: 0)), children: [ChildLink(property: "home", coordinator: "HomeC")]),
                CoordinatorNode(id: "HomeC", typeName: "HomeC", container: .navigationStack(NavigationStack(property: "nav", screens: ["Home"]))),
            ],
            screens: ["Home", "About", "Licenses"].map { ScreenNode(id: $0, typeName: $0) }
        )
    }

    @Test func aPushInAPlainStackTabHappensAndBackReturnsToItsRoot() {
        let transition = Transition(id: "licenses", source: "About", steps: [Step(.push, "Licenses")])
        let playback = FlowSimulator(model: Self.model).play(transition)
        #expect(playback.steps.map(\.problem) == [nil])
        #expect(playback.steps.last?.to == "Licenses")
        #expect(playback.backChain == ["Licenses", "About"])
    }

    @Test func switchingToAPlainStackTabShowsItsTop() {
        let transition = Transition(id: "about", source: "Home", steps: [Step(.switchTab, "About")])
        let playback = FlowSimulator(model: Self.model).play(transition)
        #expect(playback.steps.last?.to == "About")
        #expect(playback.steps.last?.caption == "switch to About")
    }
}

/// Phases: a launch starts in the first phase; `setRoot` replaces what the app shows.
@Suite struct PhaseSimulationTests {
    /// App owns the navigation controller; Auth pushes its login screen onto it; Main has a tab bar.
    static var model: ArchitectureModel {
        var auth = CoordinatorNode(id: "Auth", typeName: "Auth")
        auth.pushesOnto = "App"
        let app = CoordinatorNode(
            id: "App", typeName: "App",
            container: .navigationStack(NavigationStack(property: "router", screens: ["MainTabs"], declaredScreens: ["MainTabs", "Login"])),
            children: [ChildLink(property: "auth", coordinator: "Auth"), ChildLink(property: "main", coordinator: "Main")]
        )
        let main = CoordinatorNode(id: "Main", typeName: "Main", container: .tabBar(TabBar(property: "tabs", tabs: [
            Tab(index: 0, title: "Feed", viewControllerType: "UINavigationController", coordinator: "Feed"),
        ], selectedIndex: 0)), children: [ChildLink(property: "feed", coordinator: "Feed")])
        let feed = CoordinatorNode(id: "Feed", typeName: "Feed", container: .navigationStack(NavigationStack(property: "nav", screens: ["FeedScreen"])))
        var login = ScreenNode(id: "Login", typeName: "Login")
        login.pushedBy = "Auth"
        var model = ArchitectureModel(
            app: "Phases", root: "App", coordinators: [app, auth, main, feed],
            screens: [ScreenNode(id: "MainTabs", typeName: "MainTabs"), login, ScreenNode(id: "FeedScreen", typeName: "FeedScreen")]
        )
        model.phases = [Phase(name: "Login", root: "Auth"), Phase(name: "Main", root: "Main")]
        return model
    }

    @Test func aLaunchEntryStartsOnTheFirstPhasesFirstScreen() {
        let simulator = FlowSimulator(model: Self.model)
        #expect(simulator.visibleScreen(in: simulator.launchState) == "Login")
    }

    @Test func signingInMakesTheTabBarTheRootAndSigningOutBringsTheLoginBack() {
        let simulator = FlowSimulator(model: Self.model)
        let signIn = simulator.play(Transition(id: "in", source: "Login", steps: [Step(.setRoot, "Main")]))
        #expect(signIn.steps.last?.to == "FeedScreen")
        let signOut = simulator.play(Transition(id: "out", source: "FeedScreen", steps: [Step(.setRoot, "Auth")]))
        #expect(signOut.steps.last?.to == "Login")
        #expect(signOut.backChain == ["Login"])
    }
}

/// `showDetail` replaces what a split view's secondary column shows.
@Suite struct ShowDetailTests {
    static var model: ArchitectureModel {
        let split = Containment(typeName: "UISplitViewController", property: "split", contained: [
            .single(SingleScreen(typeName: "List", property: "viewControllers[0]", screen: "List")),
            .single(SingleScreen(typeName: "Empty", property: "viewControllers[1]", screen: "Empty")),
        ], kind: .split)
        return ArchitectureModel(
            app: "Split", root: "Library",
            coordinators: [CoordinatorNode(id: "Library", typeName: "Library", container: .containment(split))],
            screens: ["List", "Empty", "Detail"].map { ScreenNode(id: $0, typeName: $0) }
        )
    }

    @Test func theDetailColumnShowsTheScreenAndBackHasNothingUnderIt() {
        let playback = FlowSimulator(model: Self.model).play(Transition(id: "show", source: "List", steps: [Step(.showDetail, "Detail")]))
        #expect(playback.steps.map(\.problem) == [nil])
        #expect(playback.steps.last?.to == "Detail")
        #expect(playback.backChain == ["Detail"])
        #expect(playback.steps.last?.caption == "show Detail in the detail column")
    }

    @Test func withoutASplitViewOnScreenTheStepCannotHappen() {
        let playback = FlowSimulator(model: twoTabModel()).play(Transition(id: "show", source: "Home", steps: [Step(.showDetail, "Home2")]))
        #expect(playback.steps.first?.problem == "'Home2' cannot be shown as a detail: no split view is on screen")
    }
}

/// A tab bar inside a tab: switching to one of its tabs selects the outer tab too.
@Suite struct NestedTabBarTests {
    static var model: ArchitectureModel {
        func stack(_ id: String, _ screen: String) -> CoordinatorNode {
            CoordinatorNode(id: id, typeName: id, container: .navigationStack(NavigationStack(property: "nav", screens: [screen])))
        }
        let main = CoordinatorNode(id: "Main", typeName: "Main", container: .tabBar(TabBar(property: "tabs", tabs: [
            Tab(index: 0, title: "Home", viewControllerType: "UINavigationController", coordinator: "HomeC"),
            Tab(index: 1, title: "Shop", viewControllerType: "UITabBarController", coordinator: "ShopC"),
        ], selectedIndex: 0)), children: [ChildLink(property: "home", coordinator: "HomeC"), ChildLink(property: "shop", coordinator: "ShopC")])
        let shop = CoordinatorNode(id: "ShopC", typeName: "ShopC", container: .tabBar(TabBar(property: "tabs", tabs: [
            Tab(index: 0, title: "Deals", viewControllerType: "UINavigationController", coordinator: "DealsC"),
            Tab(index: 1, title: "Cart", viewControllerType: "UINavigationController", coordinator: "CartC"),
        ], selectedIndex: 0)), children: [ChildLink(property: "deals", coordinator: "DealsC"), ChildLink(property: "cart", coordinator: "CartC")])
        return ArchitectureModel(
            app: "Nested", root: "Main",
            coordinators: [main, stack("HomeC", "Home"), shop, stack("DealsC", "Deals"), stack("CartC", "Cart")],
            screens: ["Home", "Deals", "Cart"].map { ScreenNode(id: $0, typeName: $0) }
        )
    }

    @Test func switchingToATabOfTheInnerTabBarShowsItsStack() {
        let playback = FlowSimulator(model: Self.model).play(Transition(id: "cart", source: "Home", steps: [Step(.switchTab, "Cart")]))
        #expect(playback.steps.map(\.problem) == [nil])
        #expect(playback.steps.last?.to == "Cart")
        #expect(playback.steps.last?.state.selectedTab == 1)
        #expect(playback.steps.last?.state.selectedTabs["ShopC"] == 1)
    }

    @Test func theOuterTabShowsTheInnerTabBarsSelectedTab() {
        let playback = FlowSimulator(model: Self.model).play(Transition(id: "shop", source: "Home", steps: [Step(.switchTab, "Shop")]))
        #expect(playback.steps.last?.to == "Deals")
    }

    @Test func startingOnAnInnerTabsScreenSelectsBothTabs() {
        let playback = FlowSimulator(model: Self.model).play(Transition(id: "back", source: "Cart", steps: [Step(.switchTab, "Home")]))
        #expect(playback.initial.selectedTab == 1)
        #expect(playback.initial.selectedTabs["ShopC"] == 1)
        #expect(playback.steps.last?.to == "Home")
    }
}

/// Transitions that start inside a presented flow: the user reached it from the screen it is
/// presented over, in that screen's tab.
@Suite struct PresentedFlowStartTests {
    /// The two-tab model with a flow presented over Orders2 and a transition that closes it.
    func model() -> ArchitectureModel {
        var model = twoTabModel()
        var flow = CoordinatorNode(id: "ReturnC", typeName: "ReturnC", container: .navigationStack(NavigationStack(property: "nav", screens: [], declaredScreens: ["Reason", "Confirm"])))
        flow.presentation = Presentation(over: "Orders2", style: "formSheet")
        model.coordinators.append(flow)
        model.coordinators[2].children.append(ChildLink(property: "returns", coordinator: "ReturnC"))
        model.screens += ["Reason", "Confirm"].map { ScreenNode(id: $0, typeName: $0) }
        model.transitions.append(Transition(id: "returned", source: "Confirm", trigger: "done()", steps: [Step(.finish, "ReturnC"), Step(.push, "Orders3")]))
        return model
    }

    @Test func theFlowsTabIsSelectedAndItsPresenterIsUnderIt() throws {
        let model = model()
        let playback = FlowSimulator(model: model).play(try #require(model.transition("returned")))
        #expect(playback.initial.selectedTab == 1)
        #expect(playback.initial.stacks["OrdersC"] == ["Orders", "Orders2"])
        #expect(playback.initial.presentedFlows == ["ReturnC"])
        #expect(playback.steps[0].from == "Confirm")
    }

    @Test func finishingTheFlowReturnsToThePresenterAndTheNextStepIsOnScreen() throws {
        let model = model()
        let playback = FlowSimulator(model: model).play(try #require(model.transition("returned")))
        #expect(playback.steps.map(\.to) == ["Orders2", "Orders3"])
        #expect(playback.steps.allSatisfy { $0.problem == nil })
    }
}
