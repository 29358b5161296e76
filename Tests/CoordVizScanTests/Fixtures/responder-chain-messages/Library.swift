import UIKit

/// A coordinator library in the style that passes messages up the responder chain: each
/// coordinator is a responder, generic over its root view controller.
open class FlowCoordinator<Root: UIViewController>: UIResponder {
    public let rootViewController: Root
    open weak var parent: UIResponder?

    public init(rootViewController: Root) { self.rootViewController = rootViewController }

    open func start() {}
}

open class StackFlowCoordinator: FlowCoordinator<UINavigationController> {
    public private(set) var children: [StackFlowCoordinator] = []

    public func begin(_ child: StackFlowCoordinator) {
        child.parent = self
        children.append(child)
        child.start()
    }

    public func replaceAll(with screen: UIViewController) {
        rootViewController.viewControllers = [screen]
    }

    public func add(_ screen: UIViewController) {
        rootViewController.pushViewController(screen, animated: true)
    }
}

extension UIResponder {
    @objc open var messageTarget: UIResponder? { next }

    /// Messages any screen can send; a coordinator overriding one handles it.
    @objc dynamic func openLibrary(sender: Any?) {
        messageTarget?.openLibrary(sender: sender)
    }

    @objc dynamic func openShelf(sender: Any?) {
        messageTarget?.openShelf(sender: sender)
    }

    @objc dynamic func openBook(sender: Any?) {
        messageTarget?.openBook(sender: sender)
    }
}
