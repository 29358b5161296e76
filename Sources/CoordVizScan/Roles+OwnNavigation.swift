/// An app's own navigation coordinators: a class named like a coordinator that holds *other
/// coordinators* for display (`push(_ coordinator: any Coordinating)`, `setRootCoordinator(_:)`,
/// `setSheetCoordinator(_:)`, `setDetailCoordinator(_:)`) is a container — a navigation stack, or a
/// split view — not a coordinator of the flow; pushing a coordinator onto it pushes its screen.
extension Roles {
    /// What an app's own navigation coordinator stands for.
    enum OwnContainer: Sendable {
        case stack
        case split
    }

    /// What one method of such a class does with the coordinator handed to it.
    enum OwnNavigationVerb: Equatable {
        case push, setRoot, present, pop, popToRoot, sidebar, detail
    }

    /// `push`, `setRootCoordinator`, `setSheetCoordinator`, `presentFullScreenCover`,
    /// `setDetailCoordinator`: the verb a method name says; nil for any other name.
    static func ownNavigationVerb(_ method: String) -> OwnNavigationVerb? {
        let lower = method.lowercased()
        if lower.hasPrefix("poptoroot") { return .popToRoot }
        if lower == "pop" || lower.hasPrefix("popcoordinator") || lower.hasPrefix("poplast") { return .pop }
        if lower.hasPrefix("push") { return .push }
        if lower.hasPrefix("setroot") { return .setRoot }
        if lower.contains("sidebar") || lower.contains("primary") { return .sidebar }
        if lower.contains("detail") || lower.contains("secondary") { return .detail }
        if lower.contains("sheet") || lower.contains("fullscreencover") || lower.contains("modal") || lower.hasPrefix("present") { return .present }
        return nil
    }

    /// The classes among `coordinators` that are navigation containers: at least two of their
    /// methods take a coordinator (any type coordinators adopt) with different display verbs, and
    /// no class inherits from them (a base coordinator with `push(child:)` helpers is inherited).
    static func ownContainers(in catalog: TypeCatalog, coordinators: Set<String>, implementers: [String: [String]],
                              lineages: [String: Set<String>]) -> [String: OwnContainer] {
        func takesCoordinator(_ function: FunctionDecl) -> Bool {
            guard let type = function.parameters.first?.type, !type.isCollection else { return false }
            return coordinators.contains(type.name) || (implementers[type.name] ?? []).contains { coordinators.contains($0) }
        }
        let inherited = Set(lineages.values.flatMap { $0 })
        var found: [String: OwnContainer] = [:]
        for name in coordinators.sorted() where !inherited.contains(name) {
            guard let type = catalog[name], type.kind == .class else { continue }
            let verbs = Set(type.functions.filter { !$0.isStatic && takesCoordinator($0) }.compactMap { ownNavigationVerb($0.name) })
            guard verbs.count >= 2 else { continue }
            found[name] = verbs.contains(.sidebar) || verbs.contains(.detail) ? .split : .stack
        }
        return found
    }
}
