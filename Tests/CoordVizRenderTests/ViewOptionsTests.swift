import CoordVizCore
@testable import CoordVizRender
import Testing

/// How ``ViewOptions`` change a view: theme, rank direction, links, highlight, collapse, and
/// the checks that reject options a view cannot honour.
@Suite struct ViewOptionsTests {
    let loveStory = { try! SampleModels.merged("love-story") }()

    /// Every colour value anywhere in a diagram: attributes and colours inside HTML labels.
    func colours(_ diagram: Diagram) -> Set<String> {
        var values: [String] = []
        let all = diagram.allNodes.map(\.attributes) + diagram.edges.map(\.attributes) + [diagram.attributes, diagram.nodeDefaults, diagram.edgeDefaults]
            + diagram.clusters.map(\.attributes)
        for attributes in all {
            for entry in attributes {
                if ["color", "fillcolor", "fontcolor", "bgcolor"].contains(entry.name) { values += entry.value.string.split(separator: ":").map(String.init) }
                var rest = entry.value.string[...]
                while let range = rest.range(of: "COLOR=\"") {
                    let tail = rest[range.upperBound...]
                    if let end = tail.firstIndex(of: "\"") { values.append(String(tail[..<end])); rest = tail[end...] } else { break }
                }
            }
        }
        return Set(values)
    }

    @Test(arguments: ["overview", "hierarchy", "tabs", "flows", "deeplinks", "flow:deep-view-in-orders"])
    func theDarkThemeUsesNoneOfTheLightPagesColours(_ name: String) throws {
        let view = try ViewKind(parsing: name)
        let dark = colours(try view.diagram(of: loveStory, options: ViewOptions(theme: .dark)))
        let light = Style(.light)
        let lightOnly = [light.background, light.text, light.coordinatorFill, light.liveTopFill, light.selectedTabFill, light.tabFill, light.headerFill, light.screenFill]
        #expect(dark.isDisjoint(with: lightOnly), "\(name) keeps \(dark.intersection(lightOnly))")
        #expect(dark.contains(Style(.dark).background))
    }

    @Test func rankdirOverridesTheViewsOwnDirection() throws {
        let diagram = try ViewKind.overview.diagram(of: loveStory, options: ViewOptions(rankdir: .TB))
        #expect(diagram.attributes["rankdir"] == .text("TB"))
        #expect(try ViewKind.overview.diagram(of: loveStory).attributes["rankdir"] == .text("LR"))
        #expect(RankDirection(name: "lr") == .LR)
        #expect(RankDirection(name: "diagonal") == nil)
    }

    @Test func linksJoinTheOverviewAndTheDetailViewsByNodeID() throws {
        let options = ViewOptions(linkExtension: "svg")
        let overview = try ViewKind.overview.diagram(of: loveStory, options: options)
        let home = try #require(overview.allNodes.first { $0.id == "coordinator:HomeCoordinator" })
        #expect(home.attributes["href"] == .text("hierarchy.svg#coordinator:HomeCoordinator"))
        let hierarchy = try ViewKind.hierarchy.diagram(of: loveStory, options: options)
        #expect(hierarchy.allNodes.first { $0.id == "coordinator:HomeCoordinator" }?.attributes["href"] == .text("overview.svg#coordinator:HomeCoordinator"))
        #expect(hierarchy.attributes["label"]?.string.contains("HREF=\"overview.svg\"") == true)
        #expect(try ViewKind.hierarchy.diagram(of: loveStory).allNodes.allSatisfy { $0.attributes["href"] == nil })
    }

    @Test func tooltipsGiveTheTypeProtocolAndPropertyPath() throws {
        let hierarchy = try ViewKind.hierarchy.diagram(of: loveStory)
        let orders = hierarchy.allNodes.first { $0.id == "coordinator:OrdersCoordinator" }?.attributes["tooltip"]?.string ?? ""
        #expect(orders.contains("OrdersCoordinator as OrdersBaseCoordinator"))
        #expect(orders.contains("MainCoordinator.ordersCoordinator"))
        let tabs = try ViewKind.tabs.diagram(of: loveStory)
        let orders2 = tabs.allNodes.first { $0.id == "screen:Orders2ViewController" }?.attributes["tooltip"]?.string ?? ""
        #expect(orders2.contains("MainCoordinator.ordersCoordinator.rootViewController.viewControllers[1]"))
        #expect(orders2.contains("not on the stack when the app was captured"))
    }

    @Test func highlightingATransitionDrawsTheOthersFaint() throws {
        let diagram = try ViewKind.flows.diagram(of: loveStory, options: ViewOptions(highlightedTransition: "open-home2"))
        let push = try #require(diagram.edges.first { $0.key == "open-home2#1" })
        #expect(push.attributes["penwidth"] == .text("4"))
        #expect(push.attributes["color"] == .text(Style().transitionColor(0)))
        let other = try #require(diagram.edges.first { $0.key == "open-orders3#1" })
        #expect(other.attributes["color"]?.string.split(separator: ":").allSatisfy { $0 == Style().faint[...] } == true)
    }

    @Test func collapsingDrawsCoordinatorsOnly() throws {
        let hierarchy = try ViewKind.hierarchy.diagram(of: loveStory, options: ViewOptions(collapse: true))
        #expect(!hierarchy.allNodes.contains { $0.id.hasPrefix("container:") })
        let flows = try ViewKind.flows.diagram(of: loveStory, options: ViewOptions(collapse: true))
        #expect(!flows.allNodes.contains { $0.id.hasPrefix("screen:") })
        let jump = flows.edges.filter { !$0.key.isEmpty && $0.key != "legend" }
        #expect(jump.map { "\($0.from)>\($0.to)" } == ["coordinator:HomeCoordinator>coordinator:OrdersCoordinator"])
    }

    @Test func optionsAViewCannotHonourAreErrorsNamingTheViewsThatCan() {
        #expect(throws: RenderError.optionDoesNotApply(option: "--flow", view: "hierarchy", views: ["flows"])) {
            try ViewKind.hierarchy.diagram(of: loveStory, options: ViewOptions(highlightedTransition: "open-home2"))
        }
        #expect(throws: RenderError.optionDoesNotApply(option: "--collapse", view: "deeplinks", views: ["hierarchy", "tabs", "flows"])) {
            try ViewKind.deeplinks.diagram(of: loveStory, options: ViewOptions(collapse: true))
        }
        #expect(throws: RenderError.self) {
            try ViewKind.flow("open-home2").diagram(of: loveStory, options: ViewOptions(filter: ModelFilter(tab: "Home")))
        }
        #expect(throws: RenderError.notInModel(kind: "transition", name: "nope", available: loveStory.transitions.map(\.id))) {
            try ViewKind.flows.diagram(of: loveStory, options: ViewOptions(highlightedTransition: "nope"))
        }
        let page = ViewOptions(filter: ModelFilter(tab: "Home"), highlightedTransition: "open-home2", collapse: true).applicable(to: .flow("open-home2"))
        #expect(page.filter.isEmpty && page.highlightedTransition == nil && !page.collapse)
    }

    @Test func viewNamesParseAndRoundTrip() throws {
        for view in ViewKind.all(of: loveStory) {
            #expect(try ViewKind(parsing: view.name) == view)
        }
        #expect(try ViewKind(parsing: "FLOWS") == .flows)
        #expect(ViewKind(rawValue: "flow:open-home2") == .flow("open-home2"))
        #expect(ViewKind(rawValue: "galaxy") == nil)
        #expect(ViewKind.allCases.map(\.rawValue) == ["overview", "hierarchy", "tabs", "flows", "deeplinks"])
        #expect(ViewKind.flow("a/b c").fileName == "flow-a-b-c")
        #expect(throws: RenderError.unknownView("flow:", available: ViewKind.names)) { try ViewKind(parsing: "flow:") }
        #expect(throws: RenderError.unknownView("galaxy", available: ViewKind.names)) { try ViewKind(parsing: "galaxy") }
    }

    /// A node's look (shape and lines) and an edge's look (line, colour, arrow).
    func styles(_ diagram: Diagram) -> (nodes: Set<String>, edges: Set<String>) {
        let nodes = diagram.allNodes.filter { $0.id != Legend.nodeID }.map { node in
            ["shape", "style", "fillcolor", "color"].map { node.attributes[$0]?.string ?? "" }.joined(separator: "|")
        }
        let edges = diagram.edges.filter { $0.attributes["style"]?.string != "invis" }.map { edge in
            ["style", "color", "arrowhead"].map { edge.attributes[$0]?.string ?? "" }.joined(separator: "|")
        }
        return (Set(nodes), Set(edges))
    }

    @Test func everyViewWithMoreThanOneNodeOrEdgeStyleHasALegend() throws {
        for model in [loveStory, EveryShapeApp.model] {
            for view in ViewKind.all(of: model) {
                for options in [ViewOptions(), ViewOptions(theme: .dark)] {
                    let diagram = try view.diagram(of: model, options: options)
                    let (nodes, edges) = styles(diagram)
                    if nodes.count > 1 || edges.count > 1 {
                        #expect(diagram.allNodes.contains { $0.id == Legend.nodeID }, "\(model.app) \(view.name) has \(nodes.count) node and \(edges.count) edge styles but no legend")
                    }
                }
            }
        }
    }
}
