import CoordVizCore
import LoveStory
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
    ]

    /// Home → Home2, then Home2's deep button (with the delayed work run), as the seed tells it.
    static func loveStoryHeadline() -> (root: AnyObject, actions: [ScenarioAction]) {
        let scheduler = ManualScheduler()
        let main = LoveStoryApp.launch(scheduler: scheduler)
        func top<Screen>(_ type: Screen.Type, of coordinator: any Coordinator) -> Screen? {
            coordinator.navigationRootViewController?.topViewController as? Screen
        }
        return (main, [
            ScenarioAction("goToHome2ScreenWith(title:)") { top(HomeViewController.self, of: main.homeCoordinator)?.goToHome2() },
            ScenarioAction("goToDeepViewInFavoriteTab()") {
                top(Home2ViewController.self, of: main.homeCoordinator)?.goToDeepViewInFavoriteTab()
                scheduler.runPending()
            },
        ])
    }
}
