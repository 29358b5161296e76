/// `UITabBarController.branded`, `UINavigationController.home`: a container class's static
/// member read without a call. It stands for a container only when it is known to make one.
extension Interpreter {
    /// UIKit's own static members of its container classes that hold no container.
    static let containerClassConstants: Set<String> = ["hideShowBarDuration"]

    /// The container a static member of a navigation or tab bar controller class stands for:
    /// one the scan reads is a container when its written type (or the type its initializer
    /// constructs) is one (a static function named
    /// without a call is a reference to it, not a container); one declared nowhere the scan reads
    /// (another module's factory property) is taken for the container its class makes, except
    /// UIKit's own constants.
    func containerStaticMember(_ name: String, of typeName: String) -> Value? {
        guard roles.isNavigation(typeName) || roles.isTabBar(typeName) else { return nil }
        let declaring = [typeName] + roles.ancestors(of: typeName).sorted()
        for type in declaring.compactMap({ catalog[$0] }) {
            if let property = type.properties.first(where: { $0.name == name && $0.isStatic }) {
                guard let written = property.type ?? property.initializer.flatMap(constructedType).map({ TypeText(name: $0) }), written.name == typeName || written.name == "Self" || roles.isNavigation(written.name) || roles.isTabBar(written.name),
                      !written.isCollection else { return nil }
                return value(ofType: TypeText(name: roles.isNavigation(written.name) || roles.isTabBar(written.name) ? written.name : typeName), owner: nil)
            }
            if type.functions.contains(where: { $0.name == name && $0.isStatic }) { return nil }
        }
        if Self.containerClassConstants.contains(name) { return nil }
        return value(ofType: TypeText(name: typeName), owner: nil)
    }
}
