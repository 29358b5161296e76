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

        let steps: [HeadlineStep] = [.openedHome2, .switchedToOrders, .builtOrdersStack]
        for (step, action) in zip(steps, headlineActions(on: main, scheduler: scheduler)) {
            action.perform()
            observe(step, main)
        }
        return main
    }

    /// The user's part of the headline scenario as named actions, for a tool that drives the app
    /// one action at a time and records the state after each:
    ///
    /// 1. "open Home2": the Home screen's button pushes the second Home screen;
    /// 2. "tap the deep-view button": the second Home screen's deep-view button selects the
    ///    Orders tab and schedules the rest of the route;
    /// 3. "run the delayed work": `scheduler` runs what is pending, which rebuilds the Orders
    ///    stack as Orders → Orders 2 → Orders 3.
    ///
    /// Each action finds its screen when it runs, so they are meant to run in this order on an
    /// app just launched with `scheduler`; an action that finds the wrong screen on top stops
    /// the program.
    public static func headlineActions(
        on main: MainCoordinator,
        scheduler: ManualScheduler
    ) -> [(name: String, perform: () -> Void)] {
        [
            ("open Home2", { screen(HomeViewController.self, on: main.homeCoordinator).goToHome2() }),
            ("tap the deep-view button", {
                screen(Home2ViewController.self, on: main.homeCoordinator).goToDeepViewInFavoriteTab()
            }),
            ("run the delayed work", { scheduler.runPending() }),
        ]
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
