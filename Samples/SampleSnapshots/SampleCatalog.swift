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
/// is [Orders], and the lazy deep-link coordinator has not been created.
enum LoveStoryDemoState {
    static func capture() throws -> Snapshot {
        var snapshot: Result<Snapshot, any Error>?
        LoveStoryApp.headlineScenario { step, main in
            if step == .openedHome2 { snapshot = Result { try Introspector().snapshot(of: main, app: "LoveStory") } }
        }
        return try snapshot!.get()
    }
}
