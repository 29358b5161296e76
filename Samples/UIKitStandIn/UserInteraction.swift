// Not UIKit API: what a user's finger does, for code that drives stand-in apps (tests, sample
// scenarios). UIKit offers no public way to tap an alert button, a bar button item or a tab, or
// to pull a sheet down.

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

extension UITabBarController {
    /// Taps the tab at `index`, as a user would: asks the `delegate` whether it may select it,
    /// selects it, and tells the delegate. Tapping the tab already selected pops a navigation
    /// controller tab to its root, as UIKit does. Returns whether the tab was selected.
    @discardableResult
    public func tapTab(at index: Int) -> Bool {
        guard let tabs = viewControllers, tabs.indices.contains(index) else { return false }
        let tab = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return false }
        if index == selectedIndex {
            (tab as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            selectedIndex = index
        }
        delegate?.tabBarController(self, didSelect: tab)
        return true
    }
}

extension UIViewController {
    /// Pulls this presented controller's sheet down, as a user would. Only sheets (`.automatic`,
    /// `.pageSheet`, `.formSheet`) can be pulled. When `isModalInPresentation` is set or the
    /// presentation controller's delegate refuses, the delegate hears
    /// `presentationControllerDidAttemptToDismiss` and nothing is dismissed; otherwise it hears
    /// `presentationControllerWillDismiss`, the sheet is dismissed, then
    /// `presentationControllerDidDismiss`. Returns whether the sheet was dismissed.
    @discardableResult
    public func swipeDownToDismiss() -> Bool {
        guard presentingViewController != nil, [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle),
              let presentation = presentationController
        else { return false }
        let delegate = presentation.delegate
        guard !isModalInPresentation, delegate?.presentationControllerShouldDismiss(presentation) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return false
        }
        delegate?.presentationControllerWillDismiss(presentation)
        dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(presentation)
        return true
    }
}
