import UIKitStandIn

/// Entry points that let tools and tests run the router-login app without a device.
public enum RouterLoginApp {
    /// Starts the app the way its app delegate does: one navigation controller driven by the
    /// app's router as the window's root, the application coordinator started on it (at
    /// `deepLink` when the app was opened from a link), the window made key. Returns the
    /// application coordinator, the root of the coordinator tree.
    ///
    /// - Parameters:
    ///   - window: the window to fill.
    ///   - session: what the app remembers; by default the onboarding was seen and the user is
    ///     signed out, so the app starts at sign-in.
    ///   - store: the user's items.
    ///   - deepLink: where a link asked the app to go.
    @discardableResult
    public static func launch(
        in window: UIWindow = UIWindow(frame: UIScreen.main.bounds),
        session: SessionStore = SessionStore(),
        store: ItemStore = ItemStore(),
        deepLink: DeepLinkOption? = nil
    ) -> ApplicationCoordinator {
        let router = Router(rootController: UINavigationController())
        let factory = CoordinatorFactory(modules: ModuleFactory(store: store), store: store)
        let app = ApplicationCoordinator(router: router, coordinatorFactory: factory, session: session)
        window.rootViewController = router.toPresent()
        window.makeKeyAndVisible()
        app.start(with: deepLink)
        return app
    }

    /// The story the sample tells, as named actions for a tool that drives the app one action
    /// at a time and records the state after each. `rootController` is the navigation controller
    /// the app was launched with (the window's root):
    ///
    /// 1. "tap Create an account": the sign-up form is pushed above the sign-in form;
    /// 2. "create the account": the auth flow finishes; the application coordinator lets go of
    ///    it and replaces the root module with the main flow's tab bar controller;
    /// 3. "open the second item": the Items tab pushes the item's details;
    /// 4. "tap Duplicate": the new-item flow presents its own navigation controller, with the
    ///    form filled in with the item's name, over the Items tab;
    /// 5. "save the copy": the new-item flow adds the item and is dismissed.
    ///
    /// The actions are meant to run in this order on an app just launched signed out; an action
    /// that finds the wrong screen stops the program.
    public static func headlineScenario(rootController: UINavigationController) -> [(name: String, perform: () -> Void)] {
        [
            ("tap Create an account", { top(LoginViewController.self, of: rootController).signUpTapped() }),
            ("create the account", {
                let signUp = top(SignUpViewController.self, of: rootController)
                signUp.name = "Ada"
                signUp.createAccountTapped()
            }),
            ("open the second item", { top(ItemsListViewController.self, of: itemsTab(of: rootController)).selectItem(at: 1) }),
            ("tap Duplicate", { top(ItemDetailViewController.self, of: itemsTab(of: rootController)).duplicateTapped() }),
            ("save the copy", {
                guard let form = (itemsTab(of: rootController).presentedViewController as? UINavigationController)?
                    .topViewController as? ItemCreateViewController
                else { preconditionFailure("The scenario expected the new-item form to be presented") }
                form.saveTapped()
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

    /// The Items tab's navigation controller, once the main flow is the root module.
    private static func itemsTab(of rootController: UINavigationController) -> UINavigationController {
        guard let tabbar = rootController.viewControllers.first as? TabbarController,
              let items = tabbar.viewControllers?.first as? UINavigationController
        else { preconditionFailure("The scenario expected the main flow's tab bar as the root module") }
        return items
    }
}
