import UIKitStandIn

/// Entry points that let tools and tests run the root-containment app without a device.
public enum RootContainmentApp {
    /// Starts the app the way its app delegate does: creates the app coordinator, makes its
    /// root view controller the window's root and the window key when a window is given, then
    /// starts the coordinator. Returns the app coordinator, the root of the coordinator tree.
    @discardableResult
    public static func launch(in window: UIWindow? = nil) -> AppCoordinator {
        let app = AppCoordinator()
        if let window {
            window.rootViewController = app.rootViewController
            window.makeKeyAndVisible()
        }
        app.start()
        return app
    }

    /// The main story as named actions, for a tool that drives the app one action at a time and
    /// records the state after each. The app has no navigation of its own beyond its tabs:
    ///
    /// 1. "tap the Library tab": the tab bar contained in the root view controller selects the
    ///    Library coordinator's screen;
    /// 2. "tap the Feed tab": it selects the Feed coordinator's screen again.
    ///
    /// The actions are meant to run on an app returned by `launch(in:)`; run on a coordinator
    /// that was not started, they stop the program.
    public static func headlineScenario(on root: AppCoordinator) -> [(name: String, perform: () -> Void)] {
        [
            ("tap the Library tab", { select(LibraryCoordinator.self, in: root) }),
            ("tap the Feed tab", { select(FeedCoordinator.self, in: root) }),
        ]
    }

    /// Selects the tab showing the root view controller of `root`'s child of type `Child`, as a
    /// tap on that tab would.
    private static func select<Child: Coordinator>(_ type: Child.Type, in root: AppCoordinator) {
        guard let tabBarController = root.rootViewController.childViewController as? UITabBarController else {
            preconditionFailure("The scenario expected the root view controller to contain the tab bar controller")
        }
        guard let child = root.childCoordinators.lazy.compactMap({ $0 as? Child }).first else {
            preconditionFailure("The scenario expected a \(Child.self) among the app coordinator's children")
        }
        tabBarController.selectedViewController = screen(of: child)
    }

    /// The view controller a tab coordinator installs as its tab.
    private static func screen(of coordinator: Coordinator) -> UIViewController? {
        switch coordinator {
        case let feed as FeedCoordinator: feed.rootViewController
        case let library as LibraryCoordinator: library.rootViewController
        default: nil
        }
    }
}
