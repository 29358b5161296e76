import SwiftSyntax

/// Generic screens (`InfoView<ErrorViewModel>`): each specialization is a screen of its own, named
/// with its type argument as written. Made without the type argument (`InfoView(viewModel: model)`),
/// Swift infers it from the argument, so a generic screen the app writes specialized elsewhere,
/// made from one argument whose concrete type the scan knows, is named after that type (an
/// existential or `Any` argument is no type argument); one whose
/// argument's type it cannot tell keeps the bare name and is reported.
extension Interpreter {
    /// `Base<T>` for a bare construction of a generic screen from one argument of type `T`.
    func specializedByArgument(_ base: String, _ call: FunctionCallExprSyntax, _ frame: Frame) -> String? {
        guard roles.screenTypes.contains(where: { $0.hasPrefix(base + "<") }) else { return nil }
        let arguments = call.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) }
        guard call.trailingClosure == nil, arguments.count == 1, let argument = arguments.first?.expression else { return nil }
        // Only a name (a local, a parameter, a property): reading it twice changes nothing.
        var scratch = frame
        let value: Value = argument.is(DeclReferenceExprSyntax.self) || argument.as(MemberAccessExprSyntax.self)?.base?.is(DeclReferenceExprSyntax.self) == true
            ? evaluate(argument, &scratch) : constructedType(argument).map { .instance($0) } ?? .unknown
        if case .instance(let type) = value, type.first?.isUppercase == true, !roles.isScreen(type), !roles.isCoordinatorLike(type),
           !["Any", "AnyObject"].contains(type), catalog[type]?.kind != .protocol {
            return "\(base)<\(type)>"
        }
        unresolved(call, frame, "\(base)(…) makes a generic screen without its type argument, and the scan cannot tell the type of \(argument.trimmedText): the screen is named \(base)")
        return nil
    }
}
