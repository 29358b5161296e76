import CoordVizCore
import TabCoordinatorSample

/// The tab-coordinator app just before its headline's last action, the tab flow finishing: the
/// user has opened a product's details on Home, switched to Profile and opened the settings.
/// Profile is selected, Home's stack is [HomeVC, ProductDetailVC], Profile's is
/// [ProfileVC, SettingsVC], and the app's flow still holds the tab bar flow.
enum TabCoordinatorDemoState {
    static func capture() throws -> Snapshot {
        try ReleaseCheck.snapshot(app: "TabCoordinator") {
            let app = TabCoordinatorApp.launch()
            for action in TabCoordinatorApp.headlineScenario(on: app).dropLast() {
                action.perform()
            }
            return app
        }
    }
}
