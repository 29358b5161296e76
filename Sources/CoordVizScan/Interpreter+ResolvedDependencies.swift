import SwiftSyntax

extension Interpreter {
    /// The methods dependency-injection containers resolve a type with (Swinject's
    /// `container.resolve(HomeViewController.self)`, Resolver's `resolve(Type.self)`, a factory's
    /// `make(ProfileCoordinator.self, argument: …)`).
    static let dependencyResolvers: Set<String> = ["resolve", "resolved", "make", "instance", "inject", "provide", "get", "service"]

    /// `container.resolve(ProfileCoordinator.self, argument: navigationController)!`: an instance of
    /// the type named, when the app declares it and it is a coordinator or a screen. A coordinator
    /// resolved so is made by the running one, handed the navigation controllers passed along.
    func resolvedDependency(_ method: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) -> Value? {
        guard Self.dependencyResolvers.contains(method), let first = call.arguments.first, first.label == nil || first.label?.text == "type",
              let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base, let typeName = TypeText(parsing: base.trimmedText)?.name, catalog[typeName] != nil,
              roles.isCoordinator(typeName) || roles.isScreen(typeName) else { return nil }
        if roles.isScreen(typeName) { return .instance(typeName) }
        let arguments = call.arguments.map { evaluate($0.expression, &frame) }
        return madeBy(call, typeName, arguments: arguments, &frame)
    }
}
