import SwiftSyntax

/// A model a SwiftUI view holds — `var viewModel: RowModel`, keeping the router it was handed —
/// is no screen: what its methods do to the router is done from the views calling them
/// (`Button("Open") { viewModel.openDetail() }`, named after that button); a method no view of
/// the sources calls is left out, in the report.
extension Inference {
    /// Moves the transitions of view-held models to the views calling their methods.
    func moveModelHeldActions(_ transitions: inout [ScannedApp.Transition], coordinators: [ScannedApp.Coordinator], unresolved: inout [ScannedApp.Unresolved]) {
        let placed = Set(coordinators.flatMap { Self.screenNames(in: $0.container) } + coordinators.map(\.name))
        var ids = Set(transitions.map(\.id))
        var moved: [ScannedApp.Transition] = []
        for transition in transitions {
            guard let model = transition.from, !placed.contains(model), let type = catalog[model], type.kind == .class, !roles.isCoordinator(model),
                  let trigger = transition.trigger, let method = trigger.split(separator: "(").first.map(String.init), trigger.contains("("),
                  case let holders = viewsHolding(model), !holders.isEmpty else {
                moved.append(transition)
                continue
            }
            let callers = holders.flatMap { view in calls(method, onPropertiesOf: model, in: view).map { (view, $0) } }
            guard !callers.isEmpty else {
                unresolved.append(.init(source: transition.source, message: "\(model), a model \(holders.joined(separator: ", ")) hold\(holders.count == 1 ? "s" : ""), moves a router in \(trigger), which no view of the sources calls: left out"))
                continue
            }
            for (index, caller) in callers.enumerated() {
                var copy = transition
                copy.from = caller.0
                copy.trigger = NavigationPathSyntax.trigger(around: Syntax(caller.1), catalog: catalog) ?? trigger
                if index > 0 { copy.id = uniqueID(transition.id, &ids) }
                moved.append(copy)
            }
        }
        transitions = moved
    }

    /// The type a property holds: as written, else as made (`@StateObject var model = RowModel()`).
    private static func heldType(of property: PropertyDecl) -> String? {
        property.type?.name ?? property.initializer.flatMap { Roles.viewType(of: $0) }
    }

    /// The SwiftUI views with a stored property of the model's type.
    private func viewsHolding(_ model: String) -> [String] {
        catalog.order.filter { name in
            guard let type = catalog[name], type.kind == .struct, type.inherits.contains(where: { ["View", "ToolbarContent"].contains($0) }) else { return false }
            return type.properties.contains { !$0.isStatic && Self.heldType(of: $0) == model }
        }
    }

    /// The calls the view makes of the method on its properties of the model's type.
    private func calls(_ method: String, onPropertiesOf model: String, in view: String) -> [FunctionCallExprSyntax] {
        guard let type = catalog[view] else { return [] }
        let properties = Set(type.properties.filter { Self.heldType(of: $0) == model }.map(\.name))
        return bodies(of: view).flatMap { body in
            body.descendants(FunctionCallExprSyntax.self).filter { call in
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == method,
                      let base = member.base?.trimmedText.split(separator: ".").last.map(String.init) else { return false }
                return properties.contains(base)
            }
        }
    }
}
