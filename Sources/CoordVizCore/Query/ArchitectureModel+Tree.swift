/// Walks of the ownership tree and name look-ups the views and filters share. Each walk is
/// linear in the tree: it asks a ``ModelIndex`` (pass one to share it between calls).
extension ArchitectureModel {
    /// The ids of the coordinators `id` owns, in the order it holds them.
    public func ownedChildren(of id: String) -> [String] {
        self.sharedIndex.children(of: id)
    }

    /// `id` and every coordinator below it, depth first in holding order.
    public func subtree(of id: String, index: ModelIndex? = nil) -> [String] {
        let index = index ?? self.sharedIndex
        var result: [String] = []
        var seen: Set<String> = []
        var pending = [id]
        // A stack: children are pushed in reverse so the first child is visited next.
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            pending.append(contentsOf: index.children(of: next).reversed())
        }
        return result
    }

    /// The coordinators from the top of the tree down to `id`, `id` last.
    public func pathFromTop(to id: String, index: ModelIndex? = nil) -> [String] {
        let parents = (index ?? self.sharedIndex).parents
        var upward = [id]
        var seen: Set<String> = [id]
        while let parent = parents[upward[upward.count - 1]], seen.insert(parent).inserted { upward.append(parent) }
        return upward.reversed()
    }

    /// Each coordinator's distance below `top` (`top` is 0); coordinators outside its subtree are absent.
    public func depths(below top: String, index: ModelIndex? = nil) -> [String: Int] {
        let index = index ?? self.sharedIndex
        var result: [String: Int] = [top: 0]
        var pending = [top]
        var cursor = 0
        while cursor < pending.count {
            let next = pending[cursor]
            cursor += 1
            for child in index.children(of: next) where result[child] == nil {
                result[child] = result[next]! + 1
                pending.append(child)
            }
        }
        return result
    }

    /// The coordinators no other coordinator owns, root first.
    public func topCoordinators(index: ModelIndex? = nil) -> [String] {
        let parents = (index ?? self.sharedIndex).parents
        var tops = coordinators.map(\.id).filter { parents[$0] == nil }
        if let root, let position = tops.firstIndex(of: root) { tops.insert(tops.remove(at: position), at: 0) }
        return tops
    }

    /// The coordinators no other coordinator owns, root first.
    public var topCoordinators: [String] { topCoordinators() }

    /// The screen a user names: its id, type name or short name (`Orders2`), case-insensitively.
    public func resolveScreen(_ name: String) -> ScreenNode? {
        let lowered = name.lowercased()
        return screens.first { $0.id == name }
            ?? screens.first { $0.id.lowercased() == lowered || $0.typeName.lowercased() == lowered || $0.shortName.lowercased() == lowered }
    }

    /// The coordinator a user names: its id or type name, case-insensitively.
    public func resolveCoordinator(_ name: String) -> CoordinatorNode? {
        let lowered = name.lowercased()
        return coordinator(name) ?? coordinators.first { $0.id.lowercased() == lowered || $0.typeName.lowercased() == lowered }
    }

    /// The tab a user names: its title, or the coordinator it shows, else its first screen,
    /// case-insensitively.
    public func resolveTab(_ name: String) -> Tab? {
        let lowered = name.lowercased()
        let tabs = mainTabBar?.tabBar.tabs ?? []
        return tabs.first { $0.title?.lowercased() == lowered || $0.coordinator?.lowercased() == lowered }
            ?? tabs.first { $0.firstScreen?.lowercased() == lowered }
    }

    /// The screens a coordinator put on screen: its stack (less what other coordinators pushed
    /// onto it), its single screen, its tabs' plain stacks, or, for a coordinator pushing onto
    /// another's stack, the screens it pushed there.
    public func screens(heldBy coordinator: CoordinatorNode, index: ModelIndex? = nil) -> [String] {
        let index = index ?? self.sharedIndex
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
