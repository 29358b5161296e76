import SwiftSyntax

/// Which declaration a call runs when its written labels are not the declaration's: trailing
/// closures (`builder.shop(nav: nav) { … }`) fill the last parameters, defaulted parameters may
/// be left out (`set(screen)` for `set(_:animated:)`), and a builder's one method of that name
/// is the one called whatever labels the call writes (a builder a version ahead or behind).
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
        // Defaulted parameters left out: the one label list holding the written labels in order.
        let holding = Set(named.filter { Self.holds($0, labels) })
        if holding.count == 1 { return holding.first! }
        // A builder or factory (not a screen or coordinator, whose names UIKit's calls share).
        if receiver != nil, !roles.isScreen(typeName), !roles.isCoordinatorLike(typeName), Set(named.map { $0 }).count == 1 {
            return named[0]
        }
        return labels
    }

    /// Each argument of `call` under the name of the parameter it is for, by its written label:
    /// `make(kind: .b)` for `make(animated: Bool = true, kind: Kind)` binds `kind`, not the first
    /// parameter. Arguments past the written ones (trailing closures) take the next parameters.
    func bind(_ arguments: [Value], of call: FunctionCallExprSyntax, to function: FunctionDecl) -> [String: Value] {
        let written = call.arguments.map { $0.label?.text ?? "_" }
        var bound: [String: Value] = [:]
        var next = 0
        for (position, value) in arguments.enumerated() {
            guard next < function.parameters.count else { break }
            let rest = function.parameters[next...]
            // The first parameter from here on with the written label; those skipped are defaulted.
            let index = position < written.count ? rest.firstIndex { $0.label == written[position] } ?? next : next
            bound[function.parameters[index].name] = value
            next = index + 1
        }
        return bound
    }

    /// Whether `declared` has every written label, in order (the others defaulted).
    static func holds(_ declared: [String], _ written: [String]) -> Bool {
        var rest = declared[...]
        for label in written {
            guard let index = rest.firstIndex(of: label) else { return false }
            rest = rest[(index + 1)...]
        }
        return declared.count > written.count
    }
}
