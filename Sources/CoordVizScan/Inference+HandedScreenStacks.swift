/// Coordinators working on the navigation controller of a screen they were handed push onto the
/// stack holding that screen: the coordinator whose stack lists it, else (the screen's type not
/// known where it is pushed) the nearest ancestor owning a stack.
extension Inference {
    func pushOntoHandedScreenStacks(_ coordinators: inout [ScannedApp.Coordinator], parentsOf: [String: [String]], facts: Facts) {
        let byName = Dictionary(coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func stackHost(_ name: String) -> String? {
            guard let node = byName[name], case .stack = node.container else { return nil }
            return node.pushesOnto ?? name
        }
        for index in coordinators.indices {
            let name = coordinators[index].name
            guard let handed = facts.handedScreenStacks[name], coordinators[index].pushesOnto == nil,
                  facts.presentedContainers[name] == nil, case .stack = coordinators[index].container else { continue }
            var host: String?
            if let screen = handed {
                host = coordinators.first { node in
                    guard node.name != name, case .stack(let screens)? = node.container else { return false }
                    return screens.contains(screen)
                }.flatMap { $0.pushesOnto ?? $0.name }
            }
            var current = parentsOf[name]?.first
            var seen: Set<String> = [name]
            while host == nil, let parent = current, seen.insert(parent).inserted {
                host = stackHost(parent)
                current = parentsOf[parent]?.first
            }
            if let host, host != name { coordinators[index].pushesOnto = host }
        }
    }
}
