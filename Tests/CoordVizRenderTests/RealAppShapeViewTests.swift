import CoordVizCore
import CoordVizRender
import CoordVizSpec
import Testing

/// The views draw the shapes production apps have: a shared stack once, presented flows as a
/// layer over their presenter, plain-stack tabs, tab bars anywhere, and what was not read.
@Suite struct RealAppShapeViewTests {
    /// Shop owns the navigation controller; Buy pushes onto it; Settings presents its own stack
    /// over BuyScreen; a sheet no coordinator owns is presented over Settings.
    static var sharedStackApp: ArchitectureModel {
        var buy = CoordinatorNode(id: "BuyCoordinator", typeName: "BuyCoordinator")
        buy.pushesOnto = "ShopCoordinator"
        var settings = CoordinatorNode(
            id: "SettingsCoordinator", typeName: "SettingsCoordinator",
            container: .navigationStack(NavigationStack(property: "navigationController", screens: ["SettingsScreen"]))
        )
        settings.presentation = Presentation(over: "BuyScreen", style: "formSheet")
        let shop = CoordinatorNode(
            id: "ShopCoordinator", typeName: "ShopCoordinator",
            container: .navigationStack(NavigationStack(property: "navigationController", screens: ["ShopScreen", "BuyScreen"])),
            children: [ChildLink(property: "childCoordinators[0]", coordinator: "BuyCoordinator"), ChildLink(property: "childCoordinators[1]", coordinator: "SettingsCoordinator")]
        )
        var bought = ScreenNode(id: "BuyScreen", typeName: "BuyScreen", coordinator: "BuyCoordinator")
        bought.pushedBy = "BuyCoordinator"
        var model = ArchitectureModel(
            app: "Shop", root: "ShopCoordinator", coordinators: [shop, buy, settings],
            screens: [ScreenNode(id: "ShopScreen", typeName: "ShopScreen"), bought, ScreenNode(id: "SettingsScreen", typeName: "SettingsScreen"), ScreenNode(id: "SheetScreen", typeName: "SheetScreen")]
        )
        model.presentedContainers = [PresentedContainer(
            presentation: Presentation(over: "SettingsScreen", style: "pageSheet"),
            container: .navigationStack(NavigationStack(property: "presentedViewController", screens: ["SheetScreen"]))
        )]
        model.unread = [UnreadReference(owner: "ShopCoordinator", path: "lookup.current", reason: .closure)]
        return model
    }

    /// A tab bar whose second tab is a plain stack, and a child flow with a tab bar of its own.
    static var nestedTabsApp: ArchitectureModel {
        let root = CoordinatorNode(
            id: "Root", typeName: "Root",
            container: .tabBar(TabBar(property: "self", tabs: [
                Tab(index: 0, title: "Feed", viewControllerType: "UINavigationController", coordinator: "Feed"),
                { var tab = Tab(index: 1, title: "About", viewControllerType: "UINavigationController"); tab.container = .navigationStack(NavigationStack(property: "tab", screens: ["AboutScreen"])); return tab }(),
            ], selectedIndex: 1)),
            children: [ChildLink(property: "feed", coordinator: "Feed"), ChildLink(property: "inner", coordinator: "Inner")]
        )
        let feed = CoordinatorNode(id: "Feed", typeName: "Feed", container: .navigationStack(NavigationStack(property: "nav", screens: ["FeedScreen"])))
        let inner = CoordinatorNode(
            id: "Inner", typeName: "Inner",
            container: .tabBar(TabBar(property: "tabs", tabs: [Tab(index: 0, title: "Left", viewControllerType: "UINavigationController", coordinator: "Left")])),
            children: [ChildLink(property: "left", coordinator: "Left")]
        )
        let left = CoordinatorNode(id: "Left", typeName: "Left", container: .navigationStack(NavigationStack(property: "nav", screens: ["LeftScreen"])))
        return ArchitectureModel(
            app: "Nested", root: "Root", coordinators: [root, feed, inner, left],
            screens: ["AboutScreen", "FeedScreen", "LeftScreen"].map { ScreenNode(id: $0, typeName: $0) }
        )
    }

    @Test func aSharedStackIsDrawnOnceWithEachScreenMarkedByTheCoordinatorThatPushedIt() throws {
        let diagram = try ViewKind.tabs.diagram(of: Self.sharedStackApp)
        let ids = diagram.allNodes.map(\.id)
        #expect(ids.filter { $0 == "screen:BuyScreen" }.count == 1)
        let buy = try #require(diagram.allNodes.first { $0.id == "screen:BuyScreen" })
        guard case .html(let label) = buy.attributes["label"] else { Issue.record("no HTML label"); return }
        #expect(label.contains("by BuyCoordinator"))
    }

    @Test func aPresentedCoordinatorIsADashedLayerLinkedFromTheScreenItIsPresentedOver() throws {
        let diagram = try ViewKind.tabs.diagram(of: Self.sharedStackApp)
        let cluster = try #require(diagram.clusters.first { $0.id == "stack_SettingsCoordinator" })
        #expect(cluster.attributes["style"] == .text("rounded,filled,dashed"))
        let presents = diagram.edges.filter { $0.key == "presents" }
        #expect(presents.map(\.from) == ["screen:BuyScreen", "screen:SettingsScreen"])
        #expect(presents.map(\.to) == ["screen:SettingsScreen", "screen:SheetScreen"])
        #expect(diagram.clusters.contains { $0.id == "presented_0" })
    }

    @Test func theHierarchyLinksASharingChildToTheStackItPushesOntoAndPresentedContainersToTheirPresenter() throws {
        let diagram = try ViewKind.hierarchy.diagram(of: Self.sharedStackApp)
        let pushes = try #require(diagram.edges.first { $0.key == "pushesOnto" })
        #expect(pushes.from == "coordinator:BuyCoordinator")
        #expect(pushes.to == "container:ShopCoordinator")
        let presents = diagram.edges.filter { $0.key == "presents" }
        #expect(presents.map(\.to) == ["container:SettingsCoordinator", "presented:0"])
        #expect(presents.first?.attributes["label"] == .text("presents (formSheet)"))
    }

    @Test func whatIntrospectionCouldNotFollowIsInEveryStructuralViewsLegend() throws {
        for view in [ViewKind.hierarchy, .tabs, .flows] {
            let legend = try #require(try view.diagram(of: Self.sharedStackApp).allNodes.first { $0.id == "legend" })
            guard case .html(let label) = legend.attributes["label"] else { Issue.record("no HTML legend"); continue }
            #expect(label.contains("1 reference not followed: ShopCoordinator.lookup.current"), "\(view)")
        }
    }

    @Test func aPlainStackTabAndATabBarInsideAChildFlowAreBothDrawnWithDistinctClusters() throws {
        let diagram = try ViewKind.tabs.diagram(of: Self.nestedTabsApp)
        let clusters = diagram.clusters.map(\.id)
        #expect(clusters.contains("tab_1"))
        #expect(clusters.contains { $0.hasPrefix("tab_Inner_") })
        #expect(Set(clusters).count == clusters.count)
        #expect(diagram.clusters.first { $0.id == "tab_1" }?.nodes.map(\.id) == ["screen:AboutScreen"])
        let ids = diagram.allNodes.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("screen:LeftScreen"))
        _ = try GraphvizRenderer.render(diagram, format: .svg)
    }
}

/// Version 2 constructs as the views draw them, on the spec reference's shop app.
@Suite struct Version2ViewTests {
    static func shop() throws -> ArchitectureModel {
        let url = SampleModels.repositoryRoot.appendingPathComponent("Tests/CoordVizSpecTests/Fixtures/v2/shop-app.yaml")
        return try FlowSpecParser.parse(contentsOf: url, displayPath: "shop-app.yaml").model
    }

    @Test func eachPhaseIsAFrameHoldingItsRootsStacksAndTabs() throws {
        let diagram = try ViewKind.tabs.diagram(of: try Self.shop())
        let frames = diagram.clusters.filter { $0.id.hasPrefix("phase_") }
        #expect(frames.map(\.id) == ["phase_0", "phase_1"])
        #expect(frames[0].clusters.map(\.id) == ["stack_AuthCoordinator"])
        #expect(frames[1].clusters.map(\.id).contains("tab_0"))
        #expect(frames[1].nodes.map(\.id) == ["coordinator:TabBarCoordinator"])
    }

    @Test func aBranchingStackIsDrawnAsATree() throws {
        let diagram = try ViewKind.tabs.diagram(of: try Self.shop())
        let stack = diagram.edges.filter { $0.key == "stack" }.map { "\($0.from)>\($0.to)" }
        #expect(stack.contains("screen:HomeViewController>screen:ProductListViewController"))
        #expect(stack.contains("screen:HomeViewController>screen:SearchViewController"))
        #expect(!stack.contains("screen:ProductListViewController>screen:SearchViewController"))
    }

    @Test func aTransitionFromANotificationIsNamedByItsEntryPoint() throws {
        let model = try Self.shop()
        let legend = try #require(try ViewKind.flows.diagram(of: model).allNodes.first { $0.id == "legend" })
        guard case .html(let label) = legend.attributes["label"] else { Issue.record("no HTML legend"); return }
        #expect(label.contains("from notification orderShipped"))
        #expect(label.contains("from event sessionExpired"))
        let storyboard = try ViewKind.flow("order-shipped").diagram(of: model)
        guard case .html(let title) = storyboard.attributes["label"] else { Issue.record("no title"); return }
        #expect(title.contains("on notification orderShipped"))
    }
}

/// A split view whose master column a child coordinator runs.
@Suite struct SplitViewColumnTests {
    static var model: ArchitectureModel {
        var split = Containment(typeName: "UISplitViewController", property: "split", contained: [
            .navigationStack(NavigationStack(property: "detail", screens: ["DetailScreen"])),
        ], kind: .split)
        split.coordinators = ["MasterCoordinator"]
        let library = CoordinatorNode(id: "Library", typeName: "Library", container: .containment(split), children: [ChildLink(property: "master", coordinator: "MasterCoordinator")])
        let master = CoordinatorNode(id: "MasterCoordinator", typeName: "MasterCoordinator", container: .navigationStack(NavigationStack(property: "nav", screens: ["ListScreen"])))
        let root = CoordinatorNode(id: "Root", typeName: "Root", container: .tabBar(TabBar(property: "tabs", tabs: [
            Tab(index: 0, title: "Library", viewControllerType: "UISplitViewController", coordinator: "Library"),
        ])), children: [ChildLink(property: "library", coordinator: "Library")])
        return ArchitectureModel(app: "Split", root: "Root", coordinators: [root, library, master], screens: ["DetailScreen", "ListScreen"].map { ScreenNode(id: $0, typeName: $0) })
    }

    @Test func aColumnAChildCoordinatorRunsIsDrawnInsideTheTabOnce() throws {
        let diagram = try ViewKind.tabs.diagram(of: Self.model)
        let tab = try #require(diagram.clusters.first { $0.id == "tab_0" })
        #expect(Set(tab.nodes.map(\.id)) == ["screen:DetailScreen", "screen:ListScreen"])
        #expect(!diagram.clusters.contains { $0.id == "stack_MasterCoordinator" })
        #expect(!diagram.edges.contains { $0.key == "stack" && $0.from == "screen:DetailScreen" && $0.to == "screen:ListScreen" })
    }
}
