import SwiftSyntax

/// Types the sources do not declare, known to be view controllers by what the code does with
/// them: pushed, presented, set as a stack's root, or made the root of a navigation controller.
extension Roles {
    static let showingMethods: Set<String> = ["push", "pushViewController", "present", "setRootViewController"]

    /// `router.push(ThemeSettingsController(…))`, `let panel = HistoryPanel(…)` then
    /// `ThemedNavigationController(rootViewController: panel)`, `setRootViewController(sceneContainer)`
    /// with `sceneContainer: SceneContainer`: an undeclared type handed where UIKit takes a view
    /// controller is a screen, whatever its name.
    static func typesShownByNavigation(in catalog: TypeCatalog, coordinatorSuffixes: [String]) -> Set<String> {
        var found: Set<String> = []
        for name in catalog.order {
            guard let type = catalog[name] else { continue }
            for function in type.functions {
                for call in function.calls {
                    for argument in shownArguments(of: call) {
                        guard let shown = constructedName(argument, in: function, of: type) else { continue }
                        guard catalog[shown] == nil, !looksLikeNavigation(shown), !containerTypes.contains(shown),
                              !coordinatorSuffixes.contains(where: shown.hasSuffix), shown != "UIViewController",
                              shown.first?.isUppercase == true else { continue }
                        found.insert(shown)
                    }
                }
            }
        }
        return found
    }

    /// The argument a navigation call shows: the first of `push`/`present`/`setRootViewController`,
    /// or the `rootViewController:` of a navigation controller's initializer.
    private static func shownArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), showingMethods.contains(member.declName.baseName.text),
           let first = call.arguments.first, first.label == nil {
            return [first.expression]
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), looksLikeNavigation(reference.baseName.text) || reference.baseName.text == "UINavigationController" {
            return call.arguments.filter { $0.label?.text == "rootViewController" }.map(\.expression)
        }
        return []
    }

    /// `Foo(…)`, or a local or property of the type made as `Foo(…)` or written `Foo`.
    private static func constructedName(_ expression: ExprSyntax, in function: FunctionDecl, of type: TypeDecl) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for variable in function.variables {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                   let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    return reference.baseName.text
                }
                return nil
            }
        }
        guard let property = type.property(name) else { return nil }
        if let call = property.initializer?.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        // Written as a type the code constructs somewhere in this type (a default argument
        // `container: SceneContainer = SceneContainer()`): a class, not a protocol.
        if let written = property.type, !written.isCollection, isConstructed(written.name, in: type) { return written.name }
        return nil
    }

    private static func isConstructed(_ name: String, in type: TypeDecl) -> Bool {
        let defaults = type.functions.flatMap(\.parameters).compactMap(\.defaultValue)
        let bodies = type.functions.compactMap(\.body).flatMap { Array($0.descendants(FunctionCallExprSyntax.self)) }
        return (defaults.compactMap { $0.as(FunctionCallExprSyntax.self) } + bodies).contains { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }
}
