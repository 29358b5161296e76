import Foundation
import UIKitStandIn

/// Shows modules on one navigation controller, so coordinators never touch UIKit's navigation
/// API themselves. It owns `rootController`, is that navigation controller's delegate, and
/// keeps a completion per pushed module that runs once the module leaves the stack (whether a
/// coordinator popped it or the user tapped Back).
public final class Router: NSObject, Presentable {
    /// The navigation controller this router drives.
    public private(set) var rootController: UINavigationController?

    /// What to run when each pushed module leaves the stack.
    private var completions: [UIViewController: () -> Void] = [:]

    /// Creates a router for `rootController` and becomes its delegate.
    public init(rootController: UINavigationController) {
        self.rootController = rootController
        super.init()
        rootController.delegate = self
    }

    /// The navigation controller.
    public func toPresent() -> UIViewController? {
        rootController
    }

    /// Presents `module` modally over the navigation controller.
    public func present(_ module: (any Presentable)?, animated: Bool = true) {
        guard let controller = module?.toPresent() else { return }
        rootController?.present(controller, animated: animated)
    }

    /// Dismisses what the navigation controller presented.
    public func dismissModule(animated: Bool = true, completion: (() -> Void)? = nil) {
        rootController?.dismiss(animated: animated, completion: completion)
    }

    /// Pushes `module`; `completion` runs once it has left the stack. Navigation controllers
    /// cannot be pushed.
    public func push(
        _ module: (any Presentable)?,
        animated: Bool = true,
        hideBottomBar: Bool = false,
        completion: (() -> Void)? = nil
    ) {
        guard let controller = module?.toPresent(), !(controller is UINavigationController) else {
            assertionFailure("Only screens can be pushed")
            return
        }
        if let completion {
            completions[controller] = completion
        }
        controller.hidesBottomBarWhenPushed = hideBottomBar
        rootController?.pushViewController(controller, animated: animated)
    }

    /// Pops the top module.
    public func popModule(animated: Bool = true) {
        rootController?.popViewController(animated: animated)
    }

    /// Makes `module` the only module on the stack, replacing everything, and hides the
    /// navigation bar when asked (a tab bar module brings its own bars).
    public func setRootModule(_ module: (any Presentable)?, hideBar: Bool = false) {
        guard let controller = module?.toPresent() else { return }
        rootController?.setViewControllers([controller], animated: false)
        rootController?.isNavigationBarHidden = hideBar
    }

    /// Pops every module above the root one.
    public func popToRootModule(animated: Bool) {
        rootController?.popToRootViewController(animated: animated)
    }

    /// Runs and forgets the completions of modules no longer on the stack.
    private func runCompletions(keeping stack: [UIViewController]) {
        for controller in Array(completions.keys) where !stack.contains(controller) {
            completions.removeValue(forKey: controller)?()
        }
    }
}

extension Router: UINavigationControllerDelegate {
    /// Runs the completions of the modules the last change took off the stack.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        runCompletions(keeping: navigationController.viewControllers)
    }
}
