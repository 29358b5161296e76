import SwiftSyntax

/// A model a SwiftUI view holds — `var viewModel: RowModel`, keeping the router it was handed —
/// is no screen: what its methods do to the router is done from the views calling them
/// (`viewModel.openDetail()`); a method no view of the sources calls is left out, in the report.
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
            let callers = holders.filter { calls(method, onPropertiesOf: model, in: $0) }
            guard !callers.isEmpty else {
                unresolved.append(.init(source: transition.source, message: "\(model), a model \(holders.joined(separator: ", ")) hold\(holders.count == 1 ? "s" : ""), moves a router in \(trigger), which no view of the sources calls: left out"))
                continue
            }
            for (index, caller) in callers.enumerated() {
                var copy = transition
                copy.from = caller
                if index > 0 { copy.id = uniqueID(transition.id, &ids) }
                moved.append(copy)
            }
        }
        transitions = moved
    }

    /// The SwiftUI views with a stored property of the model's type.
    private func viewsHolding(_ model: String) -> [String] {
        catalog.order.filter { name in
            guard let type = catalog[name], type.kind == .struct, type.inherits.contains(where: { ["View", "ToolbarContent"].contains($0) }) else { return false }
            return type.properties.contains { !$0.isStatic && $0.type?.name == model }
        }
    }

    /// Whether the view calls the method on one of its properties of the model's type.
    private func calls(_ method: String, onPropertiesOf model: String, in view: String) -> Bool {
        guard let type = catalog[view] else { return false }
        let properties = Set(type.properties.filter { $0.type?.name == model }.map(\.name))
        return bodies(of: view).contains { body in
            body.descendants(FunctionCallExprSyntax.self).contains { call in
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == method,
                      let base = member.base?.trimmedDescription.split(separator: ".").last.map(String.init) else { return false }
                return properties.contains(base)
            }
        }
    }
}
