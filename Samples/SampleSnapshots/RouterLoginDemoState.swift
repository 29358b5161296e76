import CoordVizCore
import RouterLoginSample
import UIKitStandIn

/// The router-login app after sign-up, with an item open and its copy being made: the
/// application coordinator's only child is the main (tabbar) flow, which replaced the auth
/// flow's screens as the root module; the Items tab's stack is [ItemsListViewController,
/// ItemDetailViewController], and the new-item flow's own navigation controller is presented
/// over the Items tab, its coordinator held in `ItemCoordinator.createFlow`.
enum RouterLoginDemoState {
    static func capture() throws -> Snapshot {
        try ReleaseCheck.snapshot(app: "RouterLogin") {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let app = RouterLoginApp.launch(in: window)
            guard let root = window.rootViewController as? UINavigationController else {
                preconditionFailure("The router-login app installs its router's navigation controller as the window's root")
            }
            for action in RouterLoginApp.headlineScenario(rootController: root).prefix(4) {
                action.perform()
            }
            return app
        }
    }
}
