import UIKitStandIn

/// Entry points that let tools and tests run the tab-coordinator app without a device.
public enum TabCoordinatorApp {
    /// Starts the app the way its app delegate does: creates the app coordinator around a new
    /// navigation controller and starts it, then, when a window is given, makes that navigation
    /// controller the window's root and the window key. Returns the app coordinator, the root of
    /// the coordinator tree.
    @discardableResult
    public static func launch(in window: UIWindow? = nil) -> AppCoordinator {
        let app = AppCoordinator(navigationController: UINavigationController())
        app.start()
        if let window {
            window.rootViewController = app.navigationController
            window.makeKeyAndVisible()
        }
        return app
    }

    /// The main story as named actions, for a tool that drives the app one action at a time and
    /// records the state after each:
    ///
    /// 1. "open the product detail": Home's "Product detail" button; the Home flow pushes
    ///    `ProductDetailVC`;
    /// 2. "tap the Profile tab": the tab bar flow selects the Profile page;
    /// 3. "open the settings": Profile's "Settings" button; the Profile flow pushes `SettingsVC`;
    /// 4. "finish the tab flow": the tab bar flow finishes, releasing the Home and Profile flows,
    ///    and the app's flow lets go of it.
    ///
    /// Each action finds what it acts on when it runs, so they are meant to run in this order on
    /// an app just returned by `launch(in:)`; an action that finds the app in another state
    /// stops the program.
    public static func headlineScenario(on root: AppCoordinator) -> [(name: String, perform: () -> Void)] {
        [
            ("open the product detail", {
                screen(HomeVC.self, on: child(HomeCoordinator.self, of: tabFlow(of: root))).showProductDetail()
            }),
            ("tap the Profile tab", { tabFlow(of: root).selectPage(.profile) }),
            ("open the settings", {
                screen(ProfileVC.self, on: child(ProfileCoordinator.self, of: tabFlow(of: root))).showSettings()
            }),
            ("finish the tab flow", { tabFlow(of: root).finish() }),
        ]
    }

    /// The tab bar flow the app's flow started.
    private static func tabFlow(of root: AppCoordinator) -> TabCoordinator {
        guard let flow = root.childCoordinators.lazy.compactMap({ $0 as? TabCoordinator }).first else {
            preconditionFailure("The scenario expected the app's flow to have started the tab bar flow")
        }
        return flow
    }

    /// The child of `parent` of type `Child`.
    private static func child<Child: Coordinator>(_ type: Child.Type, of parent: any Coordinator) -> Child {
        guard let child = parent.childCoordinators.lazy.compactMap({ $0 as? Child }).first else {
            preconditionFailure("The scenario expected a \(Child.self) among the children")
        }
        return child
    }

    /// The screen on top of `flow`'s stack, which the scenario's previous step put there.
    private static func screen<Screen: UIViewController>(_ type: Screen.Type, on flow: any Coordinator) -> Screen {
        guard let screen = flow.navigationController.topViewController as? Screen else {
            preconditionFailure("The scenario expected \(Screen.self) on top of the stack")
        }
        return screen
    }
}
