extension Interpreter {
    /// `window.rootViewController = UINavigationController(rootViewController: ListViewController())`
    /// in an app or scene delegate, with no coordinator: the app's root is that stack (or that
    /// screen), shown by the delegate.
    func noteDelegateWindowRoot(_ value: Value, source: SourceReference, _ frame: Frame) {
        let container: ScannedApp.Container
        switch value {
        case .navigation(nil, let screens) where !screens.isEmpty:
            container = .stack(screens)
        case .instance(let screen) where roles.isScreen(screen):
            container = .screen(screen)
        default:
            return
        }
        guard !facts.delegateWindowRoots.contains(where: { $0.owner == frame.selfType }) else { return }
        facts.delegateWindowRoots.append((frame.selfType, container, source))
    }
}
