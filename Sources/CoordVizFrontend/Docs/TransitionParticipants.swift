import CoordVizCore
import CoordVizRender

/// Which coordinators each transition involves: the one whose screen it starts on, those its
/// steps name, those owning the screens it pushes or presents, and those whose tab it switches
/// to. What a coordinator's docs page lists under "Transitions".
struct TransitionParticipants {
    private var byTransition: [String: [String]] = [:]

    init(_ model: ArchitectureModel, index: ModelIndex) {
        var tabCoordinator: [String: String] = [:]
        for (_, bar) in model.tabBars {
            for tab in bar.tabs {
                if let coordinator = tab.coordinator, let title = tab.title, tabCoordinator[title] == nil { tabCoordinator[title] = coordinator }
            }
        }
        func owner(ofScreen screen: String) -> String? {
            index.screen(screen)?.pushedBy ?? index.owner(ofScreen: screen)?.id ?? index.screen(screen)?.coordinator
        }
        for transition in model.transitions {
            var ids: [String] = []
            func add(_ id: String?) { if let id, index.coordinator(id) != nil, !ids.contains(id) { ids.append(id) } }
            if transition.entry == nil { add(owner(ofScreen: transition.source)) }
            for step in transition.steps {
                guard let target = step.target else { continue }
                switch step.kind.targetKind {
                case .coordinator: add(target)
                case .screen: add(owner(ofScreen: target))
                case .tab: add(tabCoordinator[target])
                case .none: break
                }
            }
            byTransition[transition.id] = ids
        }
    }

    /// The coordinators `transition` involves, in the order its start and steps name them.
    func coordinators(of transition: String) -> [String] { byTransition[transition] ?? [] }

    /// The transitions that involve `coordinator`, in model order.
    func transitions(involving coordinator: String, in model: ArchitectureModel) -> [Transition] {
        model.transitions.filter { coordinators(of: $0.id).contains(coordinator) }
    }
}
