import SwiftSyntax

/// `NavigationLink(state: AppFeature.Path.State.detail(…)) { … }`: a link in a feature's view that
/// pushes a route onto the stack of the feature holding that `Path` (named, or the one stack with
/// the case).
extension Inference {
    /// The pushes a feature's view links to, from that view, named after the link's label.
    func linkMoves(of feature: ComposableFeature, features: [ComposableFeature], ids: inout Set<String>, unresolved: inout [ScannedApp.Unresolved]) -> [ScannedApp.Transition] {
        guard let from = feature.view else { return [] }
        var moves: [ScannedApp.Transition] = []
        for link in feature.links {
            let called = link.route.as(FunctionCallExprSyntax.self)?.calledExpression ?? link.route
            let names = called.trimmedText.split(separator: ".").map(String.init)
            guard let route = names.last else { continue }
            let owners = features.filter { $0.stack?.routes[route] != nil && (names.count == 1 || $0.name == names[0]) }
            // A plain-navigation reader tells of a link naming no value it reads; this one is read here.
            unresolved.removeAll { $0.source == link.source && $0.message.hasPrefix("NavigationLink in \(from) ") }
            guard owners.count == 1, let view = owners[0].stack?.routes[route] else {
                unresolved.append(.init(source: link.source, message: "NavigationLink in \(from) pushes `\(Self.abridged(link.route.trimmedText))`, a route of no one stack scan maps to a view: it is not read"))
                continue
            }
            let trigger = link.label ?? route
            moves.append(ScannedApp.Transition(id: uniqueID(Self.kebab(trigger), &ids), from: from, entryPoint: nil, trigger: trigger, steps: [.init(kind: "push", target: view)], source: link.source))
        }
        return moves
    }
}
