import CoordVizCore

/// Linking screens: every screen named anywhere (containers, `screens`, `pushes`, `presents`),
/// with its type, title, the coordinator it talks to and what it pushes and presents.
extension SpecLinker {
    mutating func collectScreenNames() {
        func note(_ screen: Located<String>) {
            if screenNameSet.insert(screen.value).inserted { screenNames.append((screen.value, screen.location)) }
        }
        definitions.screens.map(\.name).forEach(note)
        for coordinator in declarations {
            switch coordinator.container?.kind {
            case .stack(let screens): screens.forEach(note)
            case .screen(let screen): note(screen)
            case .tabs(let tabs):
                tabs.compactMap(\.screen).forEach(note)
                tabs.compactMap(\.stack).joined().forEach(note)
            case .containment(_, let parts): parts.filter { !coordinatorNameSet.contains($0.value) }.forEach(note)
            case nil: break
            }
        }
        for screen in definitions.screens {
            screen.pushes.forEach(note)
            screen.presents.forEach(note)
        }
    }

    /// What each screen declares under `screens` that it pushes or presents.
    var declaredEdges: [String: [String]] {
        var edges: [String: [String]] = [:]
        for screen in definitions.screens { edges[screen.name.value, default: []] += (screen.pushes + screen.presents).map(\.value) }
        return edges
    }

    /// Screens described under `screens` first, in file order; then those only named in
    /// containers, in the order the (ordered) coordinators hold them; then those only pushed or
    /// presented.
    mutating func screenNodes(in model: ArchitectureModel) -> [ScreenNode] {
        var order = definitions.screens.map(\.name.value)
        var seen = Set(order)
        func add(_ screens: [String]) {
            for screen in screens where seen.insert(screen).inserted { order.append(screen) }
        }
        for coordinator in model.coordinators {
            switch coordinator.container {
            case .navigationStack(let stack): add(stack.allScreens)
            case .single(let single): add([single.screen])
            case .tabBar(let bar): add(bar.tabs.flatMap { ($0.screen.map { [$0] } ?? []) + ($0.container?.screens ?? []) })
            case .containment(let host): add(host.contained.flatMap(\.screens))
            case nil: break
            }
        }
        add(screenNames.map(\.name))
        for (name, location) in screenNames { sourceMap.record(.screen(name), at: location) }
        let pushedBy = layout?.pushedBy ?? [:]
        let owners = ModelIndex.ownerPositions(of: model.coordinators)
        let declarations = Dictionary(definitions.screens.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        return order.map { id in
            let declaration = declarations[id]
            let typeDeclaration = declaration ?? declarations[ScreenInstances.typeName(of: id)]
            if let coordinator = declaration?.coordinator { requireCoordinator(coordinator) }
            let owner = owners[id].map { model.coordinators[$0].id }
            var screen = ScreenNode(
                id: id, typeName: ScreenInstances.typeName(of: id), title: typeDeclaration?.title,
                coordinator: declaration?.coordinator?.value ?? pushedBy[id] ?? owner, isLive: false
            )
            screen.pushedBy = pushedBy[id]
            screen.pushes = layout?.pushes[id].flatMap { $0.isEmpty ? nil : $0 }
            screen.presents = layout?.presents[id]
            return screen
        }
    }
}
