import CoordVizCore
@testable import CoordVizRender
@testable import CoordVizSpec
import Foundation
import Testing

/// `validate` and the `flow:<id>` storyboard play steps with one simulator, so they never
/// disagree about whether a step can happen: one transition per step kind, possible and not.
@Suite struct ValidateAndStoryboardAgreementTests {
    /// Two tabs, a flow-only coordinator, a login screen no container holds (so it is shown
    /// presented) and a second phase's coordinator.
    static var model: ArchitectureModel {
        var model = twoTabApp
        model.coordinators.append(CoordinatorNode(id: "LinkC", typeName: "LinkC"))
        model.coordinators[0].children.append(ChildLink(property: "links", coordinator: "LinkC"))
        model.screens.append(ScreenNode(id: "Login", typeName: "Login"))
        model.screens.append(ScreenNode(id: "Sheet", typeName: "Sheet"))
        return model
    }

    static var twoTabApp: ArchitectureModel {
        ArchitectureModel(
            app: "Agree", root: "Main",
            coordinators: [
                CoordinatorNode(id: "Main", typeName: "Main", container: .tabBar(TabBar(property: "root", tabs: [
                    Tab(index: 0, title: "Home", viewControllerType: "UINavigationController", coordinator: "HomeC"),
                    Tab(index: 1, title: "Orders", viewControllerType: "UINavigationController", coordinator: "OrdersC"),
                ], selectedIndex: 0)), children: [ChildLink(property: "home", coordinator: "HomeC"), ChildLink(property: "orders", coordinator: "OrdersC")]),
                CoordinatorNode(id: "HomeC", typeName: "HomeC", container: .navigationStack(NavigationStack(property: "nav", screens: ["Home"], declaredScreens: ["Home", "Home2"]))),
                CoordinatorNode(id: "OrdersC", typeName: "OrdersC", container: .navigationStack(NavigationStack(property: "nav", screens: ["Orders"], declaredScreens: ["Orders", "Orders2"]))),
            ],
            screens: ["Home", "Home2", "Orders", "Orders2"].map { ScreenNode(id: $0, typeName: $0) }
        )
    }

    /// Each case: a transition, and the step numbers that cannot happen (or happen off screen).
    static let cases: [(Transition, Set<Int>)] = [
        (Transition(id: "switch", source: "Home", steps: [Step(.switchTab, "Orders")]), []),
        (Transition(id: "switch-missing", source: "Home", steps: [Step(.switchTab, "Nowhere")]), [1]),
        (Transition(id: "reset", source: "Orders2", steps: [Step(.resetToRoot, "OrdersC")]), []),
        (Transition(id: "reset-flow-only", source: "Home", steps: [Step(.resetToRoot, "LinkC")]), [1]),
        (Transition(id: "pop-to-root", source: "Home2", steps: [Step(.popToRoot, "HomeC")]), []),
        (Transition(id: "pop-root", source: "Home", steps: [Step(.pop, "HomeC")]), [1]),
        (Transition(id: "push", source: "Home", steps: [Step(.push, "Home2")]), []),
        (Transition(id: "push-offscreen", source: "Home", steps: [Step(.push, "Orders2")]), [1]),
        (Transition(id: "present", source: "Home", steps: [Step(.present, "Sheet")]), []),
        (Transition(id: "dismiss-nothing", source: "Home", steps: [Step(.dismiss)]), [1]),
        (Transition(id: "close-login", source: "Login", steps: [Step(.dismiss)]), []),
        (Transition(id: "start", source: "Home", steps: [Step(.startChild, "LinkC")]), []),
        (Transition(id: "finish", source: "Home", steps: [Step(.finish, "LinkC")]), []),
        (Transition(id: "set-root", source: "Home", steps: [Step(.setRoot, "Main")]), []),
        (Transition(id: "set-root-missing", source: "Home", steps: [Step(.setRoot, "Gone")]), [1]),
        (Transition(id: "login-then-orders", source: "Login", steps: [Step(.dismiss), Step(.switchTab, "Orders"), Step(.dismiss)]), [3]),
    ]

    @Test(arguments: cases.map(\.0.id))
    func validateAndTheStoryboardFlagTheSameSteps(id: String) throws {
        var model = Self.model
        model.transitions = Self.cases.map(\.0)
        let (transition, expected) = try #require(Self.cases.first { $0.0.id == id })
        let flagged = TransitionCheck.diagnostics(for: model, skipping: [], sourceMap: SpecSourceMap(files: ["spec.yaml"]))
            .filter { $0.message.contains("of '\(transition.id)' ") }
            .compactMap { diagnostic -> Int? in
                let words = diagnostic.message.split(separator: " ")
                return words.count > 1 ? Int(words[1]) : nil
            }
        #expect(Set(flagged) == expected, "validate")
        let storyboard = try ViewKind.flow(transition.id).diagram(of: model)
        let red = storyboard.edges.filter { $0.key == "step" }.enumerated()
            .filter { $0.element.attributes["label"].map(PlainText.of)?.contains("⚠") == true }
            .map { $0.offset + 1 }
        #expect(Set(red) == expected, "storyboard")
    }

    @Test(arguments: SampleModels.names)
    func theFinalScreenTheOverviewAsksForIsWherePlayingTheTransitionEnds(sample: String) throws {
        let model = try SampleModels.merged(sample)
        let simulator = FlowSimulator(model: model)
        #expect(!model.transitions.isEmpty)
        for transition in model.transitions {
            #expect(simulator.finalScreen(of: transition) == simulator.play(transition).steps.last?.to, "\(sample): \(transition.id)")
        }
    }

    @Test func theFinalScreenAgreesWithPlayingForEveryStepKindPossibleOrNot() {
        var model = Self.model
        model.transitions = Self.cases.map(\.0)
        let simulator = FlowSimulator(model: model)
        for transition in model.transitions {
            #expect(simulator.finalScreen(of: transition) == simulator.play(transition).steps.last?.to, "\(transition.id)")
        }
    }

    @Test func aTransitionFromAPresentedScreenStartsWithItPresentedInBoth() throws {
        var model = Self.model
        model.transitions = [Transition(id: "close-login", source: "Login", steps: [Step(.dismiss)])]
        let playback = FlowSimulator(model: model).play(model.transitions[0])
        #expect(playback.initial.presented == ["Login"])
        #expect(playback.steps.map(\.problem) == [nil])
        #expect(playback.steps.last?.to == "Home")
    }
}
