import CoordVizCore
@testable import CoordVizRender
import Testing

/// The `deeplinks` and `overview` views.
@Suite struct DeepLinksAndOverviewTests {
    func text(_ diagram: Diagram, _ id: String) -> String {
        diagram.allNodes.first { $0.id == id }.flatMap { $0.attributes["label"] }.map(PlainText.of) ?? ""
    }

    @Test func aDeepLinkRunsItsTransitionAndLandsInTheOrdersTabWithBack() throws {
        let diagram = try ViewKind.deeplinks.diagram(of: try SampleModels.merged("love-story"))
        #expect(text(diagram, "deeplink:0").contains("myapp://orders/deep"))
        #expect(text(diagram, "deeplink:0").contains("handled by DeepLinkCoordinator (not created yet)"))
        #expect(text(diagram, "transition:deep-view-in-orders").contains("4 push Orders3"))
        let landing = text(diagram, "landing:deep-view-in-orders")
        #expect(landing.contains("tab Orders"))
        #expect(landing.contains("Back: Orders3 → Orders2 → Orders"))
        let landingHTML = diagram.allNodes.first { $0.id == "landing:deep-view-in-orders" }?.attributes["label"]?.string ?? ""
        #expect(landingHTML.contains("BGCOLOR=\"\(Style().liveTopFill)\"><B>Orders3</B>"))
        #expect(diagram.edges.contains { $0.from == "deeplink:0" && $0.to == "transition:deep-view-in-orders" })
    }

    @Test func missingAndImpossibleTransitionsAreMarkedAndLinksKeepTheirOrder() throws {
        let diagram = try ViewKind.deeplinks.diagram(of: EveryShapeApp.model)
        let column = try #require(diagram.clusters.first { $0.id == "links" })
        #expect(column.nodes.map(\.id) == ["legend", "deeplink:0", "deeplink:1", "deeplink:2", "deeplink:3"])
        #expect(text(diagram, "missing:2").contains("no transition 'nope' in the spec"))
        #expect(text(diagram, "deeplink:0").contains("app://post/{id}"))
        let impossible = try #require(diagram.edges.first { $0.from == "transition:pop-feed" })
        #expect(impossible.attributes["label"] == .text("cannot land as declared"))
        #expect(text(diagram, "landing:pop-feed").contains("step 1 fails"))
        #expect(text(diagram, Legend.nodeID).contains("missing transition"))
    }

    @Test func anAppWithoutDeepLinksSaysSoAndHowToAddThem() throws {
        var model = EveryShapeApp.model
        model.deepLinks = []
        let diagram = try ViewKind.deeplinks.diagram(of: model)
        #expect(diagram.allNodes.map(\.id) == ["note:no-deep-links"])
        #expect(text(diagram, "note:no-deep-links").contains("deepLinks:"))
    }

    @Test func theOverviewHasOneNodePerCoordinatorWithCounts() throws {
        let diagram = try ViewKind.overview.diagram(of: try SampleModels.merged("love-story"))
        let coordinators = diagram.allNodes.map(\.id).filter { $0.hasPrefix("coordinator:") }
        #expect(Set(coordinators) == ["coordinator:MainCoordinator", "coordinator:HomeCoordinator", "coordinator:OrdersCoordinator"])
        #expect(coordinators.count == 3)
        #expect(text(diagram, "coordinator:OrdersCoordinator").contains("3 screens · 2 transitions"))
        #expect(text(diagram, "coordinator:HomeCoordinator").contains("2 screens · 3 transitions"))
        #expect(!diagram.allNodes.contains { $0.id.hasPrefix("screen:") })
        let jump = try #require(diagram.edges.first { $0.key == "transitions" })
        #expect(jump.from == "coordinator:HomeCoordinator" && jump.to == "coordinator:OrdersCoordinator")
        #expect(PlainText.of(jump.attributes["xlabel"]!) == "goToFavoritesFlow()\ngoToDeepViewInFavoriteTab()")
    }

    @Test func aLargeAppsOverviewCountsJumpsInsteadOfDrawingAHairball() throws {
        var model = ArchitectureModel(app: "Large", root: "Root")
        var root = CoordinatorNode(id: "Root", typeName: "Root")
        for index in 0..<60 {
            let id = "C\(index)"
            root.children.append(ChildLink(property: "c\(index)", coordinator: id))
            model.coordinators.append(CoordinatorNode(id: id, typeName: id, container: .navigationStack(NavigationStack(property: "nav", screens: ["S\(index)"]))))
            model.screens.append(ScreenNode(id: "S\(index)", typeName: "S\(index)", coordinator: id))
        }
        model.coordinators.insert(root, at: 0)
        for index in 0..<60 {
            model.transitions.append(Transition(id: "t\(index)", source: "S\(index)", steps: [Step(.push, "S\((index + 7) % 60)")]))
        }
        let diagram = try ViewKind.overview.diagram(of: model)
        #expect(!diagram.edges.contains { $0.key == "transitions" })
        #expect(text(diagram, "coordinator:C3").contains("→ 1 other coordinator"))
        #expect(PlainText.of(diagram.attributes["label"]!).contains("60 pairs of coordinators are linked by transitions"))
        #expect(diagram.allNodes.count == 62)
    }
}
