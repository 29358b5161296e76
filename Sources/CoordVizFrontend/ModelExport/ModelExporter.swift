import CoordVizCore
import CoordVizRender

/// Turns an ``ArchitectureModel`` into a ``ModelDocument``: containers flattened into entries
/// with ids, parents and holders looked up once, live state gathered.
struct ModelExporter {
    let model: ArchitectureModel
    let index: ModelIndex
    private var result: ModelDocument

    init(_ model: ArchitectureModel) {
        self.model = model
        index = model.sharedIndex
        result = ModelDocument(app: model.app, root: model.root)
    }

    func document() -> ModelDocument {
        var exporter = self
        exporter.fill()
        return exporter.result
    }

    private mutating func fill() {
        result.phases = (model.phases ?? []).map { ExportedPhase(name: $0.name, root: $0.root) }
        for coordinator in model.coordinators {
            var containerID: String?
            if let container = coordinator.container {
                let id = "\(coordinator.id)/\(container.property)"
                add(container, id: id, owner: coordinator.id, parent: nil)
                containerID = id
                if coordinator.presentation != nil { result.live.presented.append(id) }
            }
            result.coordinators.append(ExportedCoordinator(
                id: coordinator.id, type: coordinator.typeName, kind: coordinator.role?.rawValue ?? "coordinator",
                declaredAs: coordinator.declaredAs, parent: index.parents[coordinator.id], container: containerID,
                pushesOnto: coordinator.pushesOnto, flowOnly: coordinator.isFlowOnly,
                children: coordinator.children.map {
                    ExportedChild(property: $0.property, declaredType: $0.declaredType, coordinator: $0.coordinator, lazy: $0.isLazy)
                },
                backReferences: coordinator.backReferences.map {
                    ExportedBackReference(property: $0.property, target: $0.target, strength: $0.strength.rawValue, pointsToParent: $0.pointsToParent)
                },
                handlers: coordinator.installedHandlers ?? [],
                presentation: coordinator.presentation.map { ExportedPresentation(over: $0.over, style: $0.style) },
                condition: coordinator.condition, live: coordinator.isLive, label: coordinator.label, declaredAt: coordinator.declaredAt
            ))
        }
        for (position, presented) in (model.presentedContainers ?? []).enumerated() {
            let id = "presented\(position)/\(presented.container.property)"
            add(presented.container, id: id, owner: nil, parent: nil)
            if let last = result.containers.lastIndex(where: { $0.id == id }) {
                result.containers[last].presentation = ExportedPresentation(over: presented.presentation.over, style: presented.presentation.style)
            }
            result.live.presented.append(id)
        }
        for screen in model.screens {
            result.screens.append(ExportedScreen(
                id: screen.id, type: screen.typeName, title: screen.title, coordinator: screen.coordinator,
                coordinatorProperty: screen.coordinatorProperty, heldBy: index.owner(ofScreen: screen.id)?.id,
                pushedBy: screen.pushedBy, presentedOver: screen.presentedOver, presentationStyle: screen.presentationStyle,
                pushes: screen.pushes ?? [], presents: screen.presents ?? [], live: screen.isLive, declaredAt: screen.declaredAt
            ))
        }
        for transition in model.transitions {
            result.transitions.append(ExportedTransition(
                id: transition.id, source: transition.entry == nil ? transition.source : nil,
                entry: transition.entry.map { ExportedEntry(kind: $0.kind.rawValue, name: $0.name) }, trigger: transition.trigger,
                steps: transition.steps.map { ExportedStep(kind: $0.kind.rawValue, target: $0.target, targetKind: $0.kind.targetKind.rawValue) }
            ))
            if let entry = transition.entry {
                result.entryPoints.append(ExportedEntryPoint(kind: entry.kind.rawValue, name: entry.name, transition: transition.id))
            }
        }
        result.deepLinks = model.deepLinks.map {
            ExportedDeepLink(pattern: $0.pattern, parameters: $0.parameters, handler: $0.handler, transition: $0.transition)
        }
        result.unread = (model.unread ?? []).map {
            ExportedUnreadReference(owner: $0.owner, path: $0.path, reason: $0.reason.rawValue, type: $0.typeName)
        }
    }

    /// Adds `container` and every container nested in it, depth first.
    private mutating func add(_ container: Container, id: String, owner: String?, parent: String?) {
        var entry = ExportedContainer(id: id, kind: kind(of: container), type: container.typeName, property: container.property, owner: owner, parentContainer: parent)
        var nested: [(Container, String)] = []
        switch container {
        case .tabBar(let bar):
            entry.tabs = bar.tabs.map { tab in
                let inner = tab.container.map { _ in "\(id)/tab\(tab.index)" }
                if let content = tab.container, let inner { nested.append((content, inner)) }
                return ExportedTab(
                    index: tab.index, title: tab.title, icon: tab.icon, viewControllerType: tab.viewControllerType,
                    coordinator: tab.coordinator, screen: tab.screen, container: inner, condition: tab.condition,
                    selected: bar.selectedIndex == tab.index
                )
            }
            if let selected = bar.selectedIndex {
                result.live.selectedTabs.append(ExportedSelectedTab(container: id, index: selected, title: bar.tabs.first { $0.index == selected }?.title))
            }
        case .navigationStack(let stack):
            entry.stack = stack.allScreens
            entry.liveStack = stack.screens
            if let top = stack.top { result.live.stackTops.append(ExportedStackTop(container: id, screen: top)) }
        case .single(let single):
            entry.screen = single.screen
        case .containment(let host):
            entry.screen = host.screen
            let ids = host.contained.indices.map { "\(id)/contained\($0)" }
            entry.contains = ids
            entry.coordinators = host.coordinators
            nested = Array(zip(host.contained, ids))
        }
        result.containers.append(entry)
        for (inner, innerID) in nested { add(inner, id: innerID, owner: owner, parent: id) }
    }

    private func kind(of container: Container) -> String {
        switch container {
        case .tabBar: "tabBar"
        case .navigationStack: "navigationStack"
        case .single: "screen"
        case .containment(let host): host.kind?.rawValue ?? "containment"
        }
    }
}
