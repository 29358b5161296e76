import CoordVizCore
@testable import CoordVizRender
import Testing

/// An app without a tab bar: a root coordinator showing one screen, a login flow it finishes,
/// and the main flow it starts then.
@Suite struct AppWithoutTabsTests {
    static var model: ArchitectureModel {
        func stack(_ screens: [String]) -> Container {
            .navigationStack(NavigationStack(property: "navigationController", screens: [], declaredScreens: screens))
        }
        return ArchitectureModel(
            app: "No Tabs", root: "RootCoordinator",
            coordinators: [
                CoordinatorNode(id: "RootCoordinator", typeName: "RootCoordinator",
                                container: .single(SingleScreen(typeName: "RootViewController", property: "window", screen: "RootViewController")),
                                children: [ChildLink(property: "auth", coordinator: "AuthCoordinator"), ChildLink(property: "main", coordinator: "MainFlowCoordinator")]),
                CoordinatorNode(id: "AuthCoordinator", typeName: "AuthCoordinator", container: stack(["LoginViewController", "PasswordViewController"])),
                CoordinatorNode(id: "MainFlowCoordinator", typeName: "MainFlowCoordinator", container: stack(["DashboardViewController", "DetailViewController"])),
            ],
            screens: ["RootViewController", "LoginViewController", "PasswordViewController", "DashboardViewController", "DetailViewController"]
                .map { ScreenNode(id: $0, typeName: $0, isLive: false) },
            transitions: [
                Transition(id: "signed-in", source: "PasswordViewController", trigger: "signIn()", steps: [
                    Step(.finish, "AuthCoordinator"), Step(.startChild, "MainFlowCoordinator"), Step(.push, "DetailViewController"),
                ]),
            ]
        )
    }

    @Test func theFlowsViewDrawsTheRootScreenATransitionPassesThrough() throws {
        let diagram = try ViewKind.flows.diagram(of: Self.model)
        #expect(diagram.allNodes.contains { $0.id == "screen:RootViewController" })
        // The root coordinator's one screen is framed with its coordinator, like every stack.
        #expect(diagram.clusters.map(\.id) == ["stack_RootCoordinator", "stack_AuthCoordinator", "stack_MainFlowCoordinator"])
        #expect(PlainText.of(diagram.attributes["label"]!) == "No Tabs — stacks and transitions")
        _ = try GraphvizRenderer.render(diagram, format: .svg)
    }

    @Test func aCoordinatorShowingOneScreenOutsideAnyTabIsDrawnInTheTabsView() throws {
        var model = Self.model
        model.coordinators.append(CoordinatorNode(id: "CallCoordinator", typeName: "CallCoordinator",
                                                  container: .single(SingleScreen(typeName: "CallViewController", property: "call", screen: "CallViewController"))))
        model.coordinators[0].children.append(ChildLink(property: "call", coordinator: "CallCoordinator"))
        model.screens.append(ScreenNode(id: "CallViewController", typeName: "CallViewController", isLive: false))
        let diagram = try ViewKind.tabs.diagram(of: model)
        let call = try #require(diagram.clusters.first { $0.id == "stack_CallCoordinator" })
        #expect(call.nodes.map(\.id) == ["screen:CallViewController"])
    }

    @Test func theStoryboardNamesStacksByCoordinatorAndEndsOnDetail() throws {
        let diagram = try ViewKind.flow("signed-in").diagram(of: Self.model)
        let last = diagram.allNodes.first { $0.id == "frame:3" }.flatMap { $0.attributes["label"] }.map(PlainText.of) ?? ""
        #expect(last.contains("ends on Detail"))
        #expect(last.contains("MainFlowCoordinator"))
        let legend = diagram.allNodes.first { $0.id == Legend.nodeID }.flatMap { $0.attributes["label"] }.map(PlainText.of) ?? ""
        #expect(legend.contains("finish a coordinator / start a child coordinator"))
    }
}
