import CoordVizCore
@testable import CoordVizRender
import CoordVizSpec
import Foundation
import Testing

/// The flows view of an app with many transitions, drawn in sections (a tab, a phase): steps
/// between sections summarised by a box at each end, short step labels, and `--tab` keeping the
/// transitions that reach the tab from elsewhere. Drawn from the wallet fixture (17 coordinators,
/// 33 transitions) and the version 2 shop app.
@Suite struct FlowSectionsTests {
    static func spec(_ path: String) throws -> ArchitectureModel {
        try FlowSpecParser.parse(contentsOf: SampleModels.repositoryRoot.appendingPathComponent(path), displayPath: path).model
    }

    static func wallet() throws -> ArchitectureModel { try spec("Tests/CoordVizCLITests/Fixtures/wallet-app.yaml") }

    /// Each node's cluster: the innermost tab or stack cluster that holds it.
    static func clusterOfNode(_ diagram: Diagram) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ clusters: [Diagram.Cluster]) {
            for cluster in clusters {
                for node in cluster.nodes { result[node.id] = cluster.id }
                walk(cluster.clusters)
            }
        }
        walk(diagram.clusters)
        return result
    }

    static func text(_ value: AttributeValue?) -> String { value.map(PlainText.of) ?? "" }

    /// The transitions' edges: everything but stack order, presentation, ranking and legend lines.
    static func stepEdges(_ diagram: Diagram) -> [Diagram.Edge] {
        diagram.edges.filter { !["stack", "presents", "legend", "nestedTabBar", ""].contains($0.key) && $0.attributes["style"] != .text("invis") }
    }

    @Test func aFlowUnderAnAppCoordinatorThatShowsNothingIsAPartNamedAfterItself() throws {
        // The app coordinator only starts the tab bar and a call flow; a jump into the call is
        // named after the call coordinator, whose frame the picture shows.
        var model = ArchitectureModel(
            app: "Calls", root: "AppCoordinator",
            coordinators: [
                CoordinatorNode(id: "AppCoordinator", typeName: "AppCoordinator", children: [
                    ChildLink(property: "tabs", coordinator: "TabCoordinator"), ChildLink(property: "call", coordinator: "CallCoordinator"),
                ]),
                CoordinatorNode(id: "TabCoordinator", typeName: "TabCoordinator", container: .tabBar(TabBar(property: "tabBar", tabs: [
                    Tab(index: 0, title: "Calls", viewControllerType: "UINavigationController", coordinator: "CallsCoordinator"),
                ])), children: [ChildLink(property: "calls", coordinator: "CallsCoordinator")]),
                CoordinatorNode(id: "CallsCoordinator", typeName: "CallsCoordinator", container: .navigationStack(NavigationStack(property: "nav", screens: [], declaredScreens: ["CallList"]))),
                CoordinatorNode(id: "CallCoordinator", typeName: "CallCoordinator", container: .single(SingleScreen(typeName: "Call", property: "call", screen: "Call"))),
            ],
            screens: ["CallList", "Call"].map { ScreenNode(id: $0, typeName: $0, isLive: false) }
        )
        model.transitions = [Transition(id: "call-back", source: "CallList", trigger: "callBack()", steps: [Step(.present, "Call")])]
        let sections = FlowSections(model: model)
        #expect(sections.section(ofScreen: "Call")?.title == "CallCoordinator")
        #expect(sections.section(ofScreen: "CallList")?.title == "Calls tab")
    }

    @Test func aStepFromOneTabToAnotherEndsAtABoxInEachTabInsteadOfCrossingThePicture() throws {
        let model = try Self.wallet()
        let diagram = try ViewKind.flows.diagram(of: model)
        let number = try #require(model.transitions.firstIndex { $0.id == "payment-sent" }) + 1
        let clusters = Self.clusterOfNode(diagram)
        let nodes = Dictionary(uniqueKeysWithValues: diagram.allNodes.map { ($0.id, $0) })

        // Step 1 pops the Pay stack to its root; step 2 switches to Activity from there.
        let exit = try #require(diagram.edges.first { $0.from == "screen:PayViewController" && $0.to.hasPrefix("jump:to:") && Self.text($0.attributes["label"]).contains("\(number).2") })
        #expect(Self.text(exit.attributes["label"]).contains("\(number).2 switch tab"))
        #expect(clusters[exit.to] == clusters["screen:PayViewController"])
        let exitBox = Self.text(nodes[exit.to]?.attributes["label"])
        #expect(exitBox.hasPrefix("→ Activity tab"))
        #expect(exitBox.contains("\(number)"))

        let entry = try #require(diagram.edges.first { $0.from.hasPrefix("jump:from:") && $0.to == "screen:ActivityViewController" && Self.text($0.attributes["label"]).contains("\(number).2") })
        let entryBox = Self.text(nodes[entry.from]?.attributes["label"])
        #expect(entryBox.hasPrefix("from Pay tab"))
        #expect(clusters[entry.from] == clusters["screen:ActivityViewController"])
        // Nothing else joins the two tabs.
        let pay = clusters["screen:PayViewController"], activity = clusters["screen:ActivityViewController"]
        #expect(!diagram.edges.contains { edge in
            [clusters[edge.from], clusters[edge.to]] == [pay, activity] || [clusters[edge.from], clusters[edge.to]] == [activity, pay]
        })
    }

    @Test func everyStepLabelIsItsNumberAndVerbWithTheTriggerInTheTooltipAndLegend() throws {
        let model = try Self.wallet()
        let diagram = try ViewKind.flows.diagram(of: model)
        let pattern = /^[0-9]+(\.[0-9]+)? (push|switch tab|reset|pop to root|pop|present|dismiss|start|finish|make root|show detail)( ⚠)?$/
        let labelled = Self.stepEdges(diagram).filter { $0.attributes["label"] != nil }
        #expect(labelled.count > 30)
        for edge in labelled {
            for line in Self.text(edge.attributes["label"]).split(separator: "\n") {
                #expect(String(line).wholeMatch(of: pattern) != nil, "label line '\(line)' of \(edge.key)")
            }
        }
        let number = try #require(model.transitions.firstIndex { $0.id == "open-account" }) + 1
        let open = try #require(diagram.edges.first { $0.key == "open-account#1" })
        #expect(Self.text(open.attributes["label"]) == "\(number) push")
        #expect(Self.text(open.attributes["tooltip"]).contains("didSelectAccount(_:)"))
        let legend = Self.text(diagram.allNodes.first { $0.id == Legend.nodeID }?.attributes["label"])
        #expect(legend.contains("\(number)  didSelectAccount(_:) from Account") || legend.contains("\(number)  didSelectAccount(_:) from Home"))
    }

    @Test func aBoxListsTheTransitionsThatJumpThereAndItsTooltipEveryStep() throws {
        let model = try Self.wallet()
        let diagram = try ViewKind.flows.diagram(of: model)
        // Into Activity from Home: see-all-activity; from a notification: payment-received.
        let numbers = ["see-all-activity", "payment-received"].compactMap { id in model.transitions.firstIndex { $0.id == id }.map { $0 + 1 } }
        let fromHome = try #require(diagram.allNodes.first { Self.text($0.attributes["label"]).hasPrefix("from Home tab") && $0.id.hasSuffix("_at_" + NodeID.cluster("tab_3")) })
        #expect(Self.text(fromHome.attributes["label"]).hasSuffix("1 transition: \(numbers[0])"))
        #expect(Self.text(fromHome.attributes["tooltip"]).contains("seeAllActivityTapped()"))
        let fromNotification = try #require(diagram.allNodes.first { Self.text($0.attributes["label"]).hasPrefix("from notification paymentReceived") })
        #expect(Self.text(fromNotification.attributes["label"]).hasSuffix("1 transition: \(numbers[1])"))
    }

    @Test func anAppWithFewTransitionsKeepsItsCrossTabStepsAsLines() throws {
        let diagram = try ViewKind.flows.diagram(of: try SampleModels.merged("love-story"))
        #expect(!diagram.allNodes.contains { $0.id.hasPrefix("jump:") })
        let switchToOrders = try #require(diagram.edges.first { Self.text($0.attributes["tooltip"]).contains("deep-view-in-orders: goToDeepViewInFavoriteTab() from Home2; step 1 of 4") })
        #expect([switchToOrders.from, switchToOrders.to].sorted() == ["screen:Home2ViewController", "screen:OrdersViewController"])
        #expect(switchToOrders.attributes["lhead"] != nil || switchToOrders.attributes["ltail"] != nil)
    }

    @Test func theTabFilterKeepsTheScreensAndTransitionsOfACoordinatorPushingOntoTheTabsStack() throws {
        let model = try Self.wallet()
        let pay = try ModelFilter(tab: "Pay").apply(to: model)
        #expect(pay.coordinator("PaymentRequestCoordinator") != nil)
        #expect(pay.screen("PaymentRequestViewController") != nil)
        #expect(pay.transitions.contains { $0.id == "pay-request" })

        let diagram = try ViewKind.flows.diagram(of: model, options: ViewOptions(filter: ModelFilter(tab: "Pay")))
        let step = try #require(diagram.edges.first { $0.key == "pay-request#1" })
        #expect(step.from == "screen:PaymentRequestViewController" && step.to == "screen:AmountViewController")
    }

    @Test func theTabFilterDrawsTransitionsComingFromOtherTabsAsJumpsIntoTheTab() throws {
        let shop = try Self.spec("Tests/CoordVizSpecTests/Fixtures/v2/shop-app.yaml")
        let diagram = try ViewKind.flows.diagram(of: shop, options: ViewOptions(filter: ModelFilter(tab: "Orders")))
        // `paid` starts on the Payment screen of the Home tab and switches to Orders.
        let fromHome = try #require(diagram.allNodes.first { Self.text($0.attributes["label"]).hasPrefix("from Home tab") })
        #expect(Self.text(fromHome.attributes["tooltip"]).contains("didPay()"))
        #expect(diagram.edges.contains { $0.from == fromHome.id && $0.to == "screen:OrdersViewController" })
        // The notification's steps inside the tab are drawn in full.
        #expect(diagram.edges.contains { Self.text($0.attributes["tooltip"]).contains("order-shipped:") && $0.to == "screen:OrderViewController" })
        #expect(!diagram.allNodes.contains { $0.id == "screen:PaymentViewController" })
    }
}
