import UIKitStandIn

/// Entry points that let tools and tests run the love-story app without a device.
public enum LoveStoryApp {
    /// Starts the app the way its scene delegate does: creates the main coordinator, starts it
    /// and, when a window is given, installs the tab bar controller as the window's root and
    /// makes the window key. Returns the main coordinator, the root of the coordinator tree.
    ///
    /// - Parameters:
    ///   - window: the window to fill, if any.
    ///   - scheduler: where delayed navigation runs; pass a `ManualScheduler` to run it by hand.
    @discardableResult
    public static func launch(
        in window: UIWindow? = nil,
        scheduler: any MainQueueScheduler = DispatchMainQueueScheduler()
    ) -> MainCoordinator {
        let main = MainCoordinator(scheduler: scheduler)
        let root = main.start()
        if let window {
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        return main
    }

    /// Plays the scenario the original post is about, with a `ManualScheduler`: launch, tap the
    /// Home screen's button, tap the deep-view button of the second Home screen, then run the
    /// delayed work. The app ends on the Orders tab with Orders 3 on top of Orders 2.
    ///
    /// - Parameter observe: called after each step with the app in the state that step left;
    ///   a snapshot tool can record every stage from here.
    /// - Returns: the main coordinator, in the final state.
    @discardableResult
    public static func headlineScenario(
        observe: (HeadlineStep, MainCoordinator) -> Void = { _, _ in }
    ) -> MainCoordinator {
        let scheduler = ManualScheduler()
        let main = launch(scheduler: scheduler)
        observe(.launched, main)

        screen(HomeViewController.self, on: main.homeCoordinator).goToHome2()
        observe(.openedHome2, main)

        screen(Home2ViewController.self, on: main.homeCoordinator).goToDeepViewInFavoriteTab()
        observe(.switchedToOrders, main)

        scheduler.runPending()
        observe(.builtOrdersStack, main)
        return main
    }

    /// The screen on top of `flow`'s stack, which the scenario's previous step put there.
    private static func screen<Screen: UIViewController>(
        _ type: Screen.Type,
        on flow: any Coordinator
    ) -> Screen {
        guard let screen = flow.navigationRootViewController?.topViewController as? Screen else {
            preconditionFailure("The scenario expected \(Screen.self) on top of the stack")
        }
        return screen
    }
}
