import CoordVizCore
import LoveStory
import Testing
import UIKitStandIn

/// The recorder on the love-story app: drive it, derive the steps, compare with a spec.
@Suite struct FlowRecorderTests {
    /// Launches the app and returns it with the headline scenario as two actions: the deep tap
    /// and the delayed work it schedules are one transition.
    func headline() -> (MainCoordinator, [ScenarioAction]) {
        let scheduler = ManualScheduler()
        let main = LoveStoryApp.launch(scheduler: scheduler)
        let steps = LoveStoryApp.headlineActions(on: main, scheduler: scheduler)
        return (main, [
            ScenarioAction("goToHome2ScreenWith(title:)", perform: steps[0].perform),
            ScenarioAction("goToDeepViewInFavoriteTab()") {
                steps[1].perform()
                steps[2].perform()
            },
        ])
    }

    /// The love-story spec's structure and its two transitions the scenario performs.
    func spec(deepSteps: [Step]? = nil) -> ArchitectureModel {
        ArchitectureModel(
            app: "Love Story", root: "MainCoordinator",
            coordinators: [
                CoordinatorNode(id: "HomeCoordinator", typeName: "HomeCoordinator", container: .navigationStack(NavigationStack(property: "rootViewController", screens: [], declaredScreens: ["HomeViewController", "Home2ViewController"]))),
                CoordinatorNode(id: "OrdersCoordinator", typeName: "OrdersCoordinator", container: .navigationStack(NavigationStack(property: "rootViewController", screens: [], declaredScreens: ["OrdersViewController", "Orders2ViewController", "Orders3ViewController"]))),
            ],
            transitions: [
                Transition(id: "open-home2", source: "HomeViewController", trigger: "goToHome2ScreenWith(title:)", steps: [Step(.push, "Home2ViewController")]),
                Transition(id: "deep-view-in-orders", source: "Home2ViewController", trigger: "goToDeepViewInFavoriteTab()", steps: deepSteps ?? [
                    Step(.switchTab, "Orders"), Step(.resetToRoot, "OrdersCoordinator"),
                    Step(.push, "Orders2ViewController"), Step(.push, "Orders3ViewController"),
                ]),
            ]
        )
    }

    @Test func derivesAPushFromTheFirstTap() throws {
        let (main, actions) = headline()
        let recording = try FlowRecorder().record("headline", root: main, actions: actions)
        #expect(recording.actions[0].visibleBefore == "HomeViewController")
        #expect(recording.actions[0].steps == [Step(.push, "Home2ViewController")])
    }

    @Test func derivesTheTabSwitchAndBothPushesOfTheDeepButton() throws {
        let (main, actions) = headline()
        let recording = try FlowRecorder().record("headline", root: main, actions: actions)
        #expect(recording.actions[1].visibleBefore == "Home2ViewController")
        #expect(recording.actions[1].steps == [Step(.switchTab, "Orders"), Step(.push, "Orders2ViewController"), Step(.push, "Orders3ViewController")])
    }

    @Test func aStackRebuiltFromDeeperDownIsAResetThenPushes() {
        let steps = SnapshotDiff.stackSteps("Orders", from: ["Orders", "Orders2", "Orders3"], to: ["Orders", "Orders2"])
        #expect(steps == [Step(.pop, "Orders")])
        #expect(SnapshotDiff.stackSteps("Orders", from: ["Orders", "A", "B"], to: ["Orders", "C"]) == [Step(.resetToRoot, "Orders"), Step(.push, "C")])
        #expect(SnapshotDiff.stackSteps("Orders", from: ["Orders", "A", "B"], to: ["Orders"]) == [Step(.popToRoot, "Orders")])
    }

    @Test func aRecordingAgreesWithTheSpecItImplementsEvenWithoutTheInvisibleReset() throws {
        let (main, actions) = headline()
        let recording = try FlowRecorder().record("headline", root: main, actions: actions)
        let comparison = RecordingComparison(recording: recording, spec: spec())
        #expect(comparison.findings == [
            .agrees(action: "goToHome2ScreenWith(title:)", transition: "open-home2"),
            .agrees(action: "goToDeepViewInFavoriteTab()", transition: "deep-view-in-orders"),
        ])
        #expect(comparison.isClean)
    }

    @Test func aRecordingThatDisagreesWithTheSpecIsReported() throws {
        let (main, actions) = headline()
        let recording = try FlowRecorder().record("headline", root: main, actions: actions)
        let comparison = RecordingComparison(recording: recording, spec: spec(deepSteps: [Step(.switchTab, "Orders"), Step(.push, "Orders2ViewController")]))
        #expect(!comparison.isClean)
        #expect(comparison.report.split(separator: "\n").last == "mismatch: goToDeepViewInFavoriteTab() should perform transition 'deep-view-in-orders' (switchTab Orders, push Orders2ViewController) but the app did switchTab Orders, push Orders2ViewController, push Orders3ViewController: the spec leaves OrdersCoordinator's stack [OrdersViewController, Orders2ViewController], the app [OrdersViewController, Orders2ViewController, Orders3ViewController]")
    }

    @Test func anActionTheSpecDoesNotDeclareIsReported() throws {
        let (main, actions) = headline()
        var model = spec()
        model.transitions.removeFirst()
        let recording = try FlowRecorder().record("headline", root: main, actions: Array(actions.prefix(1)))
        #expect(RecordingComparison(recording: recording, spec: model).findings == [
            .undeclared(action: "goToHome2ScreenWith(title:)", source: "HomeViewController", recorded: [Step(.push, "Home2ViewController")]),
        ])
    }

    @Test func anActionThatDoesNothingDiffersFromTheTransitionItShouldPerform() throws {
        let main = LoveStoryApp.launch(scheduler: ManualScheduler())
        let recording = try FlowRecorder().record("idle", root: main, actions: [ScenarioAction("goToHome2ScreenWith(title:)") {}])
        guard case .differs(_, _, _, let recorded, let problem) = RecordingComparison(recording: recording, spec: spec()).findings.first else {
            Issue.record("expected a difference")
            return
        }
        #expect(recorded.isEmpty)
        #expect(problem == "the spec leaves HomeCoordinator's stack [HomeViewController, Home2ViewController], the app [HomeViewController]")
    }

    @Test func aRecordingRendersAsAModelWithOneTransitionPerAction() throws {
        let (main, actions) = headline()
        let model = try FlowRecorder().record("headline", root: main, actions: actions).model
        #expect(model.transitions.map(\.trigger) == ["goToHome2ScreenWith(title:)", "goToDeepViewInFavoriteTab()"])
        #expect(model.coordinator("OrdersCoordinator")?.container?.navigationStack?.allScreens == ["OrdersViewController", "Orders2ViewController", "Orders3ViewController"])
        #expect(model.screen("Orders3ViewController")?.isLive == false)
    }

    @Test func aRecordingSurvivesAJSONRoundTrip() throws {
        let (main, actions) = headline()
        let recording = try FlowRecorder().record("headline", root: main, actions: actions)
        #expect(try Recording.decode(from: recording.jsonData()) == recording)
    }

    @Test func derivesPresentAndDismissFromAModalScreen() throws {
        let main = LoveStoryApp.launch(scheduler: ManualScheduler())
        let home = try #require(main.homeCoordinator.navigationRootViewController?.topViewController)
        let sheet = UIViewController()
        let recording = try FlowRecorder().record("modal", root: main, actions: [
            ScenarioAction("showSheet()") { home.present(sheet, animated: true) },
            ScenarioAction("closeSheet()") { home.dismiss(animated: true) },
        ])
        #expect(recording.actions.map(\.steps) == [[Step(.present, "UIViewController")], [Step(.dismiss)]])
    }

    @Test func derivesAChildCoordinatorStartedByADeepLink() throws {
        let main = LoveStoryApp.launch(scheduler: ManualScheduler())
        let recording = try FlowRecorder().record("link", root: main, actions: [
            ScenarioAction("handleDeepLink(text:)") { main.handleDeepLink(text: "myapp://orders") },
        ])
        #expect(recording.actions[0].steps == [Step(.startChild, "DeepLinkCoordinator"), Step(.switchTab, "Orders")])
    }
}
