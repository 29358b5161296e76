import CoordVizCore
import LoveStory
import RootContainmentSample
import TabCoordinatorSample
import UIKitStandIn

/// The headline scenario of each sample, recorded by `sample-snapshots` into
/// `Output/<sample>/recording.json` and drawn as `recorded-flows`.
struct SampleScenario: Sendable {
    var sample: String
    var app: String
    /// Launches the app and returns its root with the scenario's actions.
    var start: @Sendable () -> (root: AnyObject, actions: [ScenarioAction])

    func record() throws -> Recording {
        let (root, actions) = start()
        return try FlowRecorder().record("headline", root: root, app: app, actions: actions)
    }
}

enum SampleScenarios {
    static let all: [SampleScenario] = [
        SampleScenario(sample: "love-story", app: "LoveStory", start: loveStoryHeadline),
        SampleScenario(sample: "tab-coordinator", app: "TabCoordinatorSample") {
            let root = TabCoordinatorApp.launch()
            return (root, named(TabCoordinatorApp.headlineScenario(on: root), as: [
                "open the product detail": "goToProductDetail()",
                "tap the Profile tab": "selectPage(_:)",
                "open the settings": "goToSettings()",
                "finish the tab flow": "finish()",
            ]))
        },
        SampleScenario(sample: "root-containment", app: "RootContainmentSample") {
            let root = RootContainmentApp.launch()
            return (root, named(RootContainmentApp.headlineScenario(on: root), as: [
                "tap the Library tab": "tabBar(_:didSelect:)",
                "tap the Feed tab": "tabBar(_:didSelect:)",
            ]))
        },
    ]

    /// A sample's scenario under the names of the methods each action triggers, which is how a
    /// recording lines up with the spec's `trigger`s.
    static func named(_ actions: [(name: String, perform: () -> Void)], as triggers: [String: String]) -> [ScenarioAction] {
        actions.map { action in ScenarioAction(triggers[action.name] ?? action.name, perform: action.perform) }
    }

    /// Home → Home2, then Home2's deep button with the delayed work it schedules: one action,
    /// because it is one transition of the spec.
    static func loveStoryHeadline() -> (root: AnyObject, actions: [ScenarioAction]) {
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
}
