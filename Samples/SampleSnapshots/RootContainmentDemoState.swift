import CoordVizCore
import RootContainmentSample

/// The root-containment app just launched, before its headline's first tap: the root view
/// controller contains the tab bar controller, whose Feed tab is selected, and the app
/// coordinator holds the Feed and Library coordinators.
enum RootContainmentDemoState {
    static func capture() throws -> Snapshot {
        try ReleaseCheck.snapshot(app: "RootContainment") { RootContainmentApp.launch() }
    }
}
