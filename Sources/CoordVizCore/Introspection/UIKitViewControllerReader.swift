#if canImport(UIKit)
import UIKit

/// Reads view controllers through UIKit's own API. `Mirror` shows nothing inside UIKit classes,
/// so on iOS the tab bar's tabs, the navigation stack, containment children and presented view
/// controllers come from `viewControllers`, `selectedIndex`, `children` and
/// `presentedViewController`. Objects that are not `UIViewController`s fall back to reflection,
/// so a stand-in and UIKit can be read side by side.
///
/// UIKit is main-actor isolated, and so is this reader: take snapshots on the main thread, as
/// any UIKit code must (the `@preconcurrency` conformance checks that at run time).
@MainActor
public struct UIKitViewControllerReader: @preconcurrency ViewControllerReading {
    private let fallback: ReflectionViewControllerReader

    public nonisolated init() {
        fallback = ReflectionViewControllerReader()
    }

    public func kind(of object: AnyObject) -> ViewControllerKind? {
        switch object {
        case is UITabBarController: return .tabBarController
        case is UINavigationController: return .navigationController
        case is UISplitViewController: return .splitViewController
        case is UIPageViewController: return .pageViewController
        case is UIViewController: return .plain
        default: return fallback.kind(of: object)
        }
    }

    public func tabs(of tabBarController: AnyObject) -> [AnyObject] {
        guard let controller = tabBarController as? UITabBarController else { return fallback.tabs(of: tabBarController) }
        return controller.viewControllers ?? []
    }

    public func selectedIndex(of tabBarController: AnyObject) -> Int? {
        guard let controller = tabBarController as? UITabBarController else { return fallback.selectedIndex(of: tabBarController) }
        return controller.selectedIndex
    }

    public func stack(of navigationController: AnyObject) -> [AnyObject] {
        guard let controller = navigationController as? UINavigationController else { return fallback.stack(of: navigationController) }
        return controller.viewControllers
    }

    public func children(of viewController: AnyObject) -> [AnyObject] {
        guard let controller = viewController as? UIViewController else { return fallback.children(of: viewController) }
        return controller.children
    }

    public func presented(by viewController: AnyObject) -> AnyObject? {
        guard let controller = viewController as? UIViewController else { return fallback.presented(by: viewController) }
        // UIKit reports the presentation on the presenter and on its ancestors: only the
        // presenter itself counts.
        guard let presented = controller.presentedViewController, presented.presentingViewController === controller else { return nil }
        return presented
    }

    public func title(of viewController: AnyObject) -> String? {
        guard let controller = viewController as? UIViewController else { return fallback.title(of: viewController) }
        return controller.title ?? controller.navigationItem.title
    }

    public func presentationStyle(of viewController: AnyObject) -> String? {
        guard let controller = viewController as? UIViewController else { return fallback.presentationStyle(of: viewController) }
        switch controller.modalPresentationStyle {
        case .fullScreen: return "fullScreen"
        case .pageSheet: return "pageSheet"
        case .formSheet: return "formSheet"
        case .currentContext: return "currentContext"
        case .custom: return "custom"
        case .overFullScreen: return "overFullScreen"
        case .overCurrentContext: return "overCurrentContext"
        case .popover: return "popover"
        case .automatic: return "automatic"
        default: return nil
        }
    }

    public func windowRoot(of object: AnyObject) -> AnyObject? {
        guard let window = object as? UIWindow else { return fallback.windowRoot(of: object) }
        return window.rootViewController
    }

    public func shown(by container: AnyObject) -> [AnyObject] {
        switch container {
        case let split as UISplitViewController: return split.viewControllers
        case let pages as UIPageViewController: return pages.viewControllers ?? []
        default: return children(of: container)
        }
    }

    public func tabItem(of viewController: AnyObject) -> (title: String?, icon: String?) {
        guard let controller = viewController as? UIViewController else { return fallback.tabItem(of: viewController) }
        // UIImage does not keep the name it was created from; the accessibility identifier is
        // the closest stable hint UIKit offers.
        return (controller.tabBarItem.title, controller.tabBarItem.image?.accessibilityIdentifier)
    }
}
#endif
