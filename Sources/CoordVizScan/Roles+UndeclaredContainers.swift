/// Containers the scan cannot see (declared in another module or framework), told apart from
/// screens by their names.
extension Roles {
    /// `ThemedNavigationController`, `DismissableNavigationViewController`: a navigation
    /// controller subclass the sources do not declare holds a stack; it is no screen.
    static func looksLikeNavigation(_ name: String) -> Bool {
        name.hasSuffix("NavigationController") || name.hasSuffix("NavigationViewController")
    }

    /// A type the sources do not declare, or one inheriting such a type, named like a
    /// navigation controller.
    func isUndeclaredNavigation(_ name: String) -> Bool {
        catalog.declares(name) ? undeclaredNavigationSubclasses.contains(name) : Self.looksLikeNavigation(name)
    }
}
