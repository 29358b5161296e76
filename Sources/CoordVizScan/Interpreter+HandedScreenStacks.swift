import SwiftSyntax

/// A coordinator handed a screen (`init(rootViewController:)`, `start(from: viewController)`)
/// that pushes onto `screen.navigationController`, or made with that navigation controller
/// (`Child(navigationController: viewController.navigationController!)`), has no stack of its
/// own: it pushes onto the stack holding the screen.
extension Interpreter {
    /// Calls that put a screen on the handed navigation controller.
    static let handedStackFillers: Set<String> = ["pushViewController", "push", "show", "setViewControllers"]

    /// The navigation controller of a handed screen of type `screen`: which stack holds it is
    /// known by its type, unless the type is only `UIViewController` or a generic base.
    static func navigation(ofHandedScreen screen: String) -> Value {
        .screenNavigation(screen == "UIViewController" || genericScreenBases.contains(screen) ? nil : screen)
    }

    /// Notes that `coordinator` works on the navigation controller of `screen` (nil when only
    /// known to be some screen it was handed); a known screen wins over an unknown one.
    func noteHandedScreenStack(of coordinator: String, screen: String?) {
        guard roles.isCoordinatorLike(coordinator) else { return }
        if let known = facts.handedScreenStacks[coordinator], known != nil, screen == nil { return }
        facts.handedScreenStacks[coordinator] = screen
    }
}

extension Interpreter {
    /// `rootViewController.navigationController` in a coordinator whose `rootViewController` is a
    /// view controller its initializer was handed (`init(rootViewController: UIViewController)`,
    /// `self.rootViewController = rootViewController`): the navigation controller of that
    /// handed screen, not of a container of the coordinator's own.
    func handedScreenNavigation(_ base: ExprSyntax, _ frame: Frame) -> Value? {
        guard roles.isCoordinatorLike(frame.selfType) else { return nil }
        let text = Self.unwrapped(base.trimmedText)
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        guard frame.locals[name] == nil, let (_, property) = roles.property(name, in: frame.selfType), property.initializer == nil, property.getter == nil,
              let type = property.type, !type.isCollection, type.name == "UIViewController" || roles.isScreen(type.name),
              !roles.isNavigation(type.name), !roles.isTabBar(type.name), !roles.isSplit(type.name),
              assignedFromInitializerParameter(name, in: frame.selfType) else { return nil }
        return Self.navigation(ofHandedScreen: type.name)
    }

    /// Whether an initializer of `typeName` sets the property to one of its parameters.
    private func assignedFromInitializerParameter(_ property: String, in typeName: String) -> Bool {
        guard let decl = catalog[typeName] else { return false }
        for function in decl.functions where function.name == "init" {
            let parameters = Set(function.parameters.map(\.name))
            for sequence in function.body?.descendants(SequenceExprSyntax.self) ?? [] {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      ["self.\(property)", property].contains(elements[0].trimmedText) else { continue }
                if parameters.contains(elements[2].trimmedText) { return true }
            }
        }
        return false
    }
}
