/// Types named like coordinators that the scan drew nothing from: said in the report, so an app
/// whose coordinators are written in a way scan does not read is never a silently empty spec.
extension Inference {
    /// One report line for each class or struct named like a coordinator (`…Coordinator`) that is
    /// neither a coordinator nor a screen of the scanned app, nor a stack, a wrapper or a base
    /// other types build on.
    func unreadCoordinators(in app: ScannedApp) -> [ScannedApp.Unresolved] {
        var drawn = Set(app.coordinators.map(\.name)).union(app.screens.map(\.name))
        drawn.formUnion(app.coordinators.compactMap(\.declaredAs))
        let bases = Set(roles.implementers.keys)
        var found: [ScannedApp.Unresolved] = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .class || type.kind == .struct, suffixes.contains(where: { name.hasSuffix($0) }),
                  !drawn.contains(name), !bases.contains(name), roles.ownContainers[name] == nil, roles.wrappedProtocols[name] == nil,
                  roles.screenCoordinatorViews[name] == nil else { continue }
            found.append(.init(source: type.source, message: "\(name) is named like a coordinator, but scan found no children, stack, screens or transitions of it in a shape it reads: it is left out"))
        }
        return found
    }

    /// A view named as a coordinator (`struct ImportCoordinator: View`) the scan read nothing of:
    /// no stack, tabs or children, held by no coordinator and in no transition. It is left out
    /// (and reported by ``unreadCoordinators(in:)``) rather than drawn as an empty root.
    func dropUnreadCoordinatorViews(_ coordinators: inout [ScannedApp.Coordinator], transitions: [ScannedApp.Transition]) {
        let held = Set(coordinators.flatMap { $0.children.map(\.coordinator) })
        let moved = Set(transitions.flatMap { transition in transition.steps.map(\.target) + [transition.from].compactMap { $0 } })
        coordinators.removeAll { node in
            guard roles.isCoordinatorView(node.name) else { return false }
            return node.container == nil && node.children.isEmpty && !held.contains(node.name) && !moved.contains(node.name)
        }
    }
}
