import CoordVizCore
import NavigationChildrenSample

/// The navigation-children app in the middle of its story: the user opened the Pro plan, then
/// Settings, then its notification settings. The app's stack is [HomeViewController,
/// BuyViewController]; over the plan screen, the Settings flow's own navigation controller is
/// presented as a form sheet with [SettingsViewController, NotificationSettingsViewController];
/// the main coordinator's children are the Buy and Settings flows.
enum NavigationChildrenDemoState {
    static func capture() throws -> Snapshot {
        try ReleaseCheck.snapshot(app: "NavigationChildren") {
            let main = NavigationChildrenApp.launch()
            for action in NavigationChildrenApp.headlineScenario(on: main).prefix(3) {
                action.perform()
            }
            return main
        }
    }
}
