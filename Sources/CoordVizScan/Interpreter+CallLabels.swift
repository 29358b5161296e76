import SwiftSyntax

/// Which declaration a call runs when its written labels are not the declaration's: trailing
/// closures (`builder.shop(nav: nav) { … }`) fill the last parameters, and a builder's one
/// method of that name is the one called whatever labels the call writes (default arguments,
/// a builder a version ahead or behind).
extension Interpreter {
    /// The labels to look the called method up by: the written ones when a declaration has
    /// them, else those of the one declaration the call can mean.
    func declaredLabels(_ labels: [String], method: String, _ call: FunctionCallExprSyntax, on receiver: Value?, _ frame: Frame) -> [String] {
        guard let typeName = (receiver ?? .instance(frame.selfType)).typeName, catalog[typeName] != nil else { return labels }
        let named = ([typeName] + roles.ancestors(of: typeName).sorted()).flatMap { owner in
            (catalog[owner]?.functions ?? []).filter { $0.name == method && !$0.isStatic }.map { $0.parameters.map(\.label) }
        }
        guard !named.isEmpty, !named.contains(labels) else { return labels }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        if trailing > 0, let declared = named.first(where: { $0.count == labels.count + trailing && Array($0.prefix(labels.count)) == labels }) {
            return declared
        }
        // A builder or factory (not a screen or coordinator, whose names UIKit's calls share).
        if receiver != nil, !roles.isScreen(typeName), !roles.isCoordinatorLike(typeName), Set(named.map { $0 }).count == 1 {
            return named[0]
        }
        return labels
    }
}
