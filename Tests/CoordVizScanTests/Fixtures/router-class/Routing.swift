import UIKit

protocol Module {
    func controller() -> UIViewController?
}

extension UIViewController: Module {
    func controller() -> UIViewController? { self }
}

/// What flows show their screens through.
protocol ScreenRouting: Module {
    func present(_ module: Module?)
    func push(_ module: Module?)
    func setRootModule(_ module: Module?)
    func dismissModule()
}

/// The one class adopting it: its name says nothing of routing.
final class StackDriver: ScreenRouting {
    private weak var stack: UINavigationController?
    init(stack: UINavigationController) { self.stack = stack }
    func controller() -> UIViewController? { stack }
    func present(_ module: Module?) {
        guard let shown = module?.controller() else { return }
        stack?.present(shown, animated: true)
    }
    func push(_ module: Module?) {
        guard let shown = module?.controller() else { return }
        stack?.pushViewController(shown, animated: true)
    }
    func setRootModule(_ module: Module?) {
        guard let shown = module?.controller() else { return }
        stack?.setViewControllers([shown], animated: false)
    }
    func dismissModule() { stack?.dismiss(animated: true) }
}
