import CoordVizCore

/// Walks of the ownership tree and name look-ups the views and filters share.
extension ArchitectureModel {
    /// The ids of the coordinators `id` owns, in the order it holds them.
    func ownedChildren(of id: String) -> [String] {
        ownedChildren(of: id, index: ModelIndex(self))
    }

    private func ownedChildren(of id: String, index: ModelIndex) -> [String] {
        guard let coordinator = index.coordinator(id) else { return [] }
        var result: [String] = []
        var seen: Set<String> = []
        for child in coordinator.children {
            if let target = child.coordinator, index.parents[target] == id, seen.insert(target).inserted { result.append(target) }
        }
        return result
    }

    /// `id` and every coordinator below it, depth first in holding order; linear in the tree.
    func subtree(of id: String) -> [String] {
        let index = ModelIndex(self)
        var result: [String] = []
        var seen: Set<String> = []
        var pending = [id]
        // A stack: children are pushed in reverse so the first child is visited next.
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            pending.append(contentsOf: ownedChildren(of: next, index: index).reversed())
        }
        return result
    }

    /// The coordinators from the top of the tree down to `id`, `id` last.
    func pathFromTop(to id: String) -> [String] {
        let parents = parents
        var path = [id]
        while let parent = parents[path[0]], !path.contains(parent) { path.insert(parent, at: 0) }
        return path
    }

    /// Each coordinator's distance below `top` (`top` is 0); coordinators outside its subtree are absent.
    func depths(below top: String) -> [String: Int] {
        let index = ModelIndex(self)
        var result: [String: Int] = [top: 0]
        var pending = [top]
        var cursor = 0
        while cursor < pending.count {
            let next = pending[cursor]
            cursor += 1
            for child in ownedChildren(of: next, index: index) where result[child] == nil {
                result[child] = result[next]! + 1
                pending.append(child)
            }
        }
        return result
    }

    /// The coordinators no other coordinator owns, root first.
    var topCoordinators: [String] {
        let parents = parents
        var tops = coordinators.map(\.id).filter { parents[$0] == nil }
        if let root, let index = tops.firstIndex(of: root) { tops.insert(tops.remove(at: index), at: 0) }
        return tops
    }

    /// The screen a user names: its id, type name or short name (`Orders2`), case-insensitively.
    func resolveScreen(_ name: String) -> ScreenNode? {
        let lowered = name.lowercased()
        return screens.first { $0.id == name }
            ?? screens.first { $0.id.lowercased() == lowered || $0.typeName.lowercased() == lowered || $0.shortName.lowercased() == lowered }
    }

    /// The coordinator a user names: its id or type name, case-insensitively.
    func resolveCoordinator(_ name: String) -> CoordinatorNode? {
        let lowered = name.lowercased()
        return coordinator(name) ?? coordinators.first { $0.id.lowercased() == lowered || $0.typeName.lowercased() == lowered }
    }

    /// The tab a user names: its title, or the coordinator it shows, case-insensitively.
    func resolveTab(_ name: String) -> Tab? {
        let lowered = name.lowercased()
        return mainTabBar?.tabBar.tabs.first { $0.title?.lowercased() == lowered || $0.coordinator?.lowercased() == lowered }
    }

    /// Every screen a stack or single-screen container holds, in model order of their coordinators.
    /// The screens a coordinator put on screen: its stack (less what other coordinators pushed
    /// onto it), its single screen, its tabs' plain stacks, or, for a coordinator pushing onto
    /// another's stack, the screens it pushed there.
    public func screens(heldBy coordinator: CoordinatorNode, index: ModelIndex? = nil) -> [String] {
        let index = index ?? ModelIndex(self)
        if let owner = coordinator.pushesOnto, let stack = index.coordinator(owner)?.container?.navigationStack {
            return stack.allScreens.filter { index.screen($0)?.pushedBy == coordinator.id }
        }
        switch coordinator.container {
        case .navigationStack(let stack):
            return stack.allScreens.filter { index.screen($0)?.pushedBy.map { $0 == coordinator.id } ?? true }
        case .single(let single): return [single.screen]
        case .tabBar(let bar): return bar.tabs.flatMap { $0.container?.screens ?? [] }
        default: return []
        }
    }
}
