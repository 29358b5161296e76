import SwiftSyntax

extension Interpreter {
    /// `window.rootViewController = UINavigationController(rootViewController: ListViewController())`
    /// in an app or scene delegate, with no coordinator: the app's root is that stack (or that
    /// screen, or the tabs a `UITabBarController` subclass fills itself, or those the delegate
    /// gives a plain one), shown by the delegate.
    func noteDelegateWindowRoot(_ value: Value, right: ExprSyntax, source: SourceReference, _ frame: Frame) {
        guard !facts.delegateWindowRoots.contains(where: { $0.owner == frame.selfType }) else { return }
        switch value {
        case .navigation(nil, let screens) where !screens.isEmpty:
            facts.delegateWindowRoots.append((frame.selfType, .stack(screens), nil, source))
        case .instance(let screen) where roles.isScreen(screen):
            facts.delegateWindowRoots.append((frame.selfType, .screen(screen), nil, source))
        case .tabBar(nil):
            if let made = constructedType(right), catalog[made] != nil {
                facts.delegateWindowRoots.append((frame.selfType, nil, made, source))
            } else if facts.tabs[frame.selfType] != nil {
                // A plain `UITabBarController()` this object filled (`tabs.viewControllers = […]`).
                facts.delegateWindowRoots.append((frame.selfType, nil, frame.selfType, source))
            }
        default:
            return
        }
    }
}
