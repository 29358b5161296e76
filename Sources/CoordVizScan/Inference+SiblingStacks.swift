/// Children handed the navigation controller of a parent that shows no screen of its own take
/// turns on it: one started from a screen of another's stack (`AboutCoordinator` from the feed)
/// pushes its screens on top of that stack, so it pushes onto that sibling.
extension Inference {
    func pushOntoSiblingStacks(_ coordinators: inout [ScannedApp.Coordinator], transitions: [ScannedApp.Transition], facts: Facts) {
        var ownerOfScreen: [String: String] = [:]
        for node in coordinators {
            for screen in Self.screenNames(in: node.container) where ownerOfScreen[screen] == nil { ownerOfScreen[screen] = node.name }
        }
        // The screens each coordinator is started from, by an action.
        var startedFrom: [String: Set<String>] = [:]
        var startedElsewhere: Set<String> = []
        for transition in transitions {
            for step in transition.steps where step.kind == "startChild" {
                if let from = transition.from, let owner = ownerOfScreen[from] {
                    startedFrom[step.target, default: []].insert(owner)
                } else {
                    startedElsewhere.insert(step.target)
                }
            }
        }
        for index in coordinators.indices {
            let name = coordinators[index].name
            guard case .stack = coordinators[index].container, coordinators[index].pushesOnto == nil, facts.presentedContainers[name] == nil,
                  !startedElsewhere.contains(name), let owners = startedFrom[name], owners.count == 1, let sibling = owners.first, sibling != name,
                  !facts.children.contains(where: { $0.child == name && $0.inSetup }) else { continue }
            let lenders = Set(facts.sharedNavigation.filter { $0.child == name }.map(\.navigationOwner))
            guard lenders.count == 1, let lender = lenders.first, facts.stackRoots[lender] == nil, lender != sibling,
                  facts.sharedNavigation.contains(.init(child: sibling, navigationOwner: lender)),
                  case .stack? = coordinators.first(where: { $0.name == sibling })?.container else { continue }
            coordinators[index].pushesOnto = sibling
        }
    }
}
