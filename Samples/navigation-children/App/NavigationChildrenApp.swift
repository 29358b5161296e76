import UIKitStandIn

/// Entry points that let tools and tests run the navigation-children app without a device.
public enum NavigationChildrenApp {
    /// Starts the app the way its scene delegate does: one navigation controller as the
    /// window's root, a main coordinator started on it, the window made key. Returns the main
    /// coordinator, the root of the coordinator tree.
    @discardableResult
    public static func launch(in window: UIWindow = UIWindow(frame: UIScreen.main.bounds)) -> MainCoordinator {
        let navigationController = UINavigationController()
        let main = MainCoordinator(navigationController: navigationController)
        main.start()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        return main
    }

    /// The story the sample tells, as named actions for a tool that drives the app one action
    /// at a time and records the state after each:
    ///
    /// 1. "tap Buy on the Pro plan": the Buy flow starts as a child and pushes its plan screen;
    /// 2. "tap Settings": the Settings flow starts as a child and presents its own navigation
    ///    controller as a form sheet over the plan screen;
    /// 3. "open Notifications": the notification settings are pushed inside the sheet;
    /// 4. "tap Done": the sheet is dismissed and the Settings child is released;
    /// 5. "tap Back": the plan screen is popped, and the main coordinator, as the navigation
    ///    controller's delegate, releases the Buy child.
    ///
    /// Each action finds its screen when it runs, so they are meant to run in this order on an
    /// app just launched; an action that finds the wrong screen stops the program.
    public static func headlineScenario(on main: MainCoordinator) -> [(name: String, perform: () -> Void)] {
        [
            ("tap Buy on the Pro plan", { top(HomeViewController.self, of: main.navigationController).buyTapped(.pro) }),
            ("tap Settings", { tapRightBarButton(of: top(BuyViewController.self, of: main.navigationController)) }),
            ("open Notifications", { top(SettingsViewController.self, of: settingsStack(of: main)).notificationsTapped() }),
            ("tap Done", {
                let settings = settingsStack(of: main).viewControllers.first
                tapRightBarButton(of: settings ?? UIViewController())
            }),
            ("tap Back", { main.navigationController.popViewController(animated: true) }),
        ]
    }

    /// The screen on top of `navigationController`, which the previous action put there.
    private static func top<Screen: UIViewController>(_ type: Screen.Type, of navigationController: UINavigationController) -> Screen {
        guard let screen = navigationController.topViewController as? Screen else {
            preconditionFailure("The scenario expected \(Screen.self) on top of the stack")
        }
        return screen
    }

    /// The navigation controller the running Settings flow presented.
    private static func settingsStack(of main: MainCoordinator) -> UINavigationController {
        guard let settings = main.childCoordinators.lazy.compactMap({ $0 as? SettingsCoordinator }).first else {
            preconditionFailure("The scenario expected the Settings flow to be running")
        }
        return settings.navigationController
    }

    /// Taps the button at the trailing edge of `screen`'s navigation bar.
    private static func tapRightBarButton(of screen: UIViewController) {
        guard let button = screen.navigationItem.rightBarButtonItem else {
            preconditionFailure("The scenario expected a bar button on \(type(of: screen))")
        }
        button.tap()
    }
}
