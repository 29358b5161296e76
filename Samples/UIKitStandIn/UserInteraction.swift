// Not UIKit API: what a user's finger does, for code that drives stand-in apps (tests, sample
// scenarios). UIKit offers no public way to tap an alert button or a bar button item.

extension UIAlertController {
    /// Taps the button of `action`, as a user would: the alert is dismissed, then the action's
    /// handler runs. A disabled action, or one this alert does not hold, does nothing.
    public func tap(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }
}

extension UIBarButtonItem {
    /// Taps the button, as a user would: runs `primaryAction` unless the button is disabled.
    public func tap() {
        guard isEnabled, let action = primaryAction else { return }
        action.handler(action)
    }
}

extension UIPageViewController {
    /// Swipes to the next (`.forward`) or previous (`.reverse`) page, as a user would: asks the
    /// `dataSource` for the page after or before the first current page and shows it. Returns
    /// whether a page turned.
    @discardableResult
    public func swipe(_ direction: NavigationDirection) -> Bool {
        guard let current = viewControllers?.first, let dataSource else { return false }
        let next = switch direction {
        case .forward: dataSource.pageViewController(self, viewControllerAfter: current)
        case .reverse: dataSource.pageViewController(self, viewControllerBefore: current)
        }
        guard let next else { return false }
        setViewControllers([next], direction: direction, animated: true)
        return true
    }
}
