/// Coordinators known to be presented though no code the scan read presents them: a coordinator
/// dismissing its own container (`root.dismiss(animated:)`) was presented by someone — a builder
/// the scan cannot resolve, a caller outside the folder. The spec says so (`presentedFrom:
/// unknown`) rather than leave out the flow's dismissals.
extension Inference {
    /// Marks each such coordinator presented from an unknown screen, and reports it. Left alone:
    /// one a tab bar, split or page view shows, one made the window's root, one pushing onto another's stack,
    /// one presenting something itself or through a child it hands its stack (its dismiss may close
    /// what was presented), and one whose
    /// presenting code was read but no screen's action starts it (presented at launch: reported).
    func presentFromUnknownScreens(_ coordinators: inout [ScannedApp.Coordinator], facts: Facts) {
        var shownInside: Set<String> = Set(facts.windowRoots.map(\.coordinator))
        for node in coordinators {
            switch node.container {
            case .tabs(let tabs)?: shownInside.formUnion(tabs.compactMap(\.coordinator))
            case .split(let parts)?, .pages(let parts)?: shownInside.formUnion(parts)
            default: break
            }
        }
        for index in coordinators.indices {
            let name = coordinators[index].name
            guard coordinators[index].presentation == nil, facts.presentedContainers[name] == nil,
                  coordinators[index].container != nil, coordinators[index].pushesOnto == nil,
                  let source = facts.selfDismissals.dismissing[name], !facts.selfDismissals.presenting.contains(name),
                  !childPresentsOnStack(of: name, facts), !shownInside.contains(name) else { continue }
            coordinators[index].presentation = .init(from: nil, style: nil, source: source)
            interpreter.facts.unresolved.append((source, "\(name) dismisses its own container, so it is presented, but no code the scan read presents it: presentedFrom: unknown"))
        }
    }

    /// Whether a child `name` hands its navigation controller (`LaunchCoordinator(router: router)`)
    /// presents on it: `name` dismissing it closes what the child presented.
    func childPresentsOnStack(of name: String, _ facts: Facts) -> Bool {
        facts.children.contains { child in
            child.parent == name && facts.selfDismissals.presenting.contains(child.child)
                && facts.sharedNavigation.contains(.init(child: child.child, navigationOwner: name))
        }
    }
}
