import CoordVizCore
import LoveStory

/// A sample app and the state its demo snapshot shows.
struct Sample: Sendable {
    /// The folder name under `Samples/` and `Output/`.
    var name: String
    /// Runs the app to its demo state and snapshots it there.
    var capture: @Sendable () throws -> Snapshot
}

/// Every sample `make demo` renders.
enum SampleCatalog {
    static let all: [Sample] = [
        Sample(name: "love-story", capture: LoveStoryDemoState.capture),
        Sample(name: "tab-coordinator", capture: TabCoordinatorDemoState.capture),
        Sample(name: "root-containment", capture: RootContainmentDemoState.capture),
        Sample(name: "navigation-children", capture: NavigationChildrenDemoState.capture),
        Sample(name: "router-login", capture: RouterLoginDemoState.capture),
        Sample(name: "tabbar-owner", capture: TabbarOwnerDemoState.capture),
    ]
}

/// The love-story app just before its headline tap: the user has opened Home2 from Home and is
/// about to press the deep-view button. Home is selected, Home's stack is [Home, Home2], Orders'
/// is [Orders], and the lazy deep-link coordinator has not been created. Every sample's snapshot
/// records which coordinators survive releasing the root (``ReleaseCheck``).
enum LoveStoryDemoState {
    static func capture() throws -> Snapshot {
        // The state `headlineScenario` reaches at `.openedHome2`, built by a factory so that the
        // release check can drop it and prove the strong `parentCoordinator` cycles.
        try ReleaseCheck.snapshot(app: "LoveStory") {
            let scheduler = ManualScheduler()
            let main = LoveStoryApp.launch(scheduler: scheduler)
            LoveStoryApp.headlineActions(on: main, scheduler: scheduler)[0].perform()
            return main
        }
    }
}
