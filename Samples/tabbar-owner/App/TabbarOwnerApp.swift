import UIKitStandIn

/// Entry points that let tools and tests run the tabbar-owner app without a device.
public enum TabbarOwnerApp {
    /// Starts the app the way its scene delegate does: a `MainTabBarController` as the window's
    /// root, the window made key — which loads the tab bar controller's view, and so creates the
    /// tabs. Returns the tab bar controller, the owner of every coordinator.
    @discardableResult
    public static func launch(in window: UIWindow = UIWindow(frame: UIScreen.main.bounds)) -> MainTabBarController {
        let root = MainTabBarController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return root
    }

    /// The story the sample tells, as named actions for a tool that drives the app one action
    /// at a time and records the state after each:
    ///
    /// 1. "open the top article": Home pushes the article;
    /// 2. "tap Open in Library": the Library tab is selected and the article's book replaces the
    ///    placeholder in the split view's secondary column;
    /// 3. "tap Read": the Library starts a reader, presented full screen over the split view;
    /// 4. "tap Close": the reader is dismissed and released.
    ///
    /// Each action finds its screen when it runs, so they are meant to run in this order on an
    /// app just launched; an action that finds the wrong screen stops the program.
    public static func headlineScenario(on root: MainTabBarController) -> [(name: String, perform: () -> Void)] {
        [
            ("open the top article", { top(HomeFeedViewController.self, of: root.homeCoordinator.navigationController).selectArticle(at: 0) }),
            ("tap Open in Library", { top(ArticleViewController.self, of: root.homeCoordinator.navigationController).openInLibraryTapped() }),
            ("tap Read", { top(BookDetailViewController.self, of: root.libraryCoordinator.detailNavigationController).readTapped() }),
            ("tap Close", {
                guard let reader = root.libraryCoordinator.splitViewController.presentedViewController as? ReaderViewController else {
                    preconditionFailure("The scenario expected the reader to be presented")
                }
                reader.closeTapped()
            }),
        ]
    }

    /// The screen on top of `navigationController`, which the previous action put there.
    private static func top<Screen: UIViewController>(_ type: Screen.Type, of navigationController: UINavigationController) -> Screen {
        guard let screen = navigationController.topViewController as? Screen else {
            preconditionFailure("The scenario expected \(Screen.self) on top of the stack")
        }
        return screen
    }
}
