/// What leads where in a model: the coordinators reachable from the root through children, and
/// the screens a container shows or a transition that can run opens. The spec reader warns
/// about what is left over, and the `unreachable_*` review rules report it on merged models.
public struct Reachability: Sendable {
    /// Coordinators some path from a root (the app's, or a phase's) reaches through children.
    public let coordinators: Set<String>
    /// Screens reachable as described in ``init(_:declared:)``.
    public let screens: Set<String>

    /// - Parameter declared: what each screen can push or present (spec version 2); by default
    ///   the model's own ``ScreenNode/pushes`` and ``ScreenNode/presents``.
    public init(_ model: ArchitectureModel, declared: [String: [String]]? = nil) {
        let index = model.sharedIndex
        coordinators = Self.coordinators(in: model, index: index)
        screens = Self.screens(in: model, index: index, declared: declared ?? Self.declaredEdges(of: model))
    }

    /// The roots a reachability walk starts from: the app's root, then each phase's.
    public static func roots(of model: ArchitectureModel) -> [String] {
        guard let root = model.root else { return [] }
        return [root] + (model.phases ?? []).map(\.root)
    }

    private static func coordinators(in model: ArchitectureModel, index: ModelIndex) -> Set<String> {
        let roots = roots(of: model)
        var reached = Set(roots)
        var queue = roots
        while let id = queue.popLast() {
            for child in index.coordinator(id)?.children.compactMap(\.coordinator) ?? [] where reached.insert(child).inserted {
                queue.append(child)
            }
        }
        return reached
    }

    private static func declaredEdges(of model: ArchitectureModel) -> [String: [String]] {
        var edges: [String: [String]] = [:]
        for screen in model.screens {
            let targets = (screen.pushes ?? []) + (screen.presents ?? [])
            if !targets.isEmpty { edges[screen.id, default: []] += targets }
        }
        return edges
    }

    private static func screens(in model: ArchitectureModel, index: ModelIndex, declared: [String: [String]]) -> Set<String> {
        var reached = Set(model.coordinators.flatMap(entryScreens))
        // A coordinator that becomes the root (a phase, a `setRoot` step) while pushing onto a
        // stack it shares shows the first screen it puts there: that screen replaces the root.
        let madeRoot = (model.phases ?? []).map(\.root)
            + model.transitions.flatMap { $0.steps.filter { $0.kind == .setRoot }.compactMap(\.target) }
        for id in madeRoot {
            guard let coordinator = index.coordinator(id), let owner = coordinator.pushesOnto,
                  let stack = index.coordinator(owner)?.container?.navigationStack else { continue }
            let pushedBy = Set(model.screens.filter { $0.pushedBy == id }.map(\.id))
            if let first = stack.allScreens.first(where: pushedBy.contains) { reached.insert(first) }
        }
        let deepLinked = Set(model.deepLinks.compactMap(\.transition))
        // What each screen leads to: what it declares it pushes or presents (version 2), and what
        // the transitions starting on it push, present or show. Transitions from an entry point
        // or a deep link run from anywhere. One walk from what is reached at first: linear.
        func opened(by transition: Transition) -> [String] {
            transition.steps.filter { $0.kind == .push || $0.kind == .present || $0.kind == .showDetail }.compactMap(\.target)
        }
        var leadsTo = declared
        var pending = Array(reached)
        for transition in model.transitions {
            if transition.entry != nil || deepLinked.contains(transition.id) {
                for target in opened(by: transition) where reached.insert(target).inserted { pending.append(target) }
            } else {
                leadsTo[transition.source, default: []] += opened(by: transition)
            }
        }
        while let screen = pending.popLast() {
            for target in leadsTo[screen] ?? [] where reached.insert(target).inserted { pending.append(target) }
        }
        return reached
    }

    /// The screens a coordinator shows without any transition: its stack's root, its single
    /// screen, the screens its tabs show directly (or the root of a tab's plain stack), the
    /// columns and pages of a split or page view.
    private static func entryScreens(of coordinator: CoordinatorNode) -> [String] {
        guard let container = coordinator.container else { return [] }
        return entryScreens(of: container)
    }

    private static func entryScreens(of container: Container) -> [String] {
        switch container {
        case .navigationStack(let stack): Array(stack.allScreens.prefix(1))
        case .single(let single): [single.screen]
        case .tabBar(let bar): bar.tabs.flatMap { tab in (tab.screen.map { [$0] } ?? []) + (tab.container.map(entryScreens) ?? []) }
        case .containment(let host): (host.screen.map { [$0] } ?? []) + host.contained.flatMap(entryScreens)
        }
    }
}
