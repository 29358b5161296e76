/// Combines what a live snapshot shows with what a spec declares.
///
/// The live snapshot wins for structure (coordinators, containers, tab order, live stacks); the
/// spec adds transitions, deep links, titles, the screens a stack can hold beyond the live ones,
/// and the protocol each coordinator is used as. Every disagreement becomes a warning.
public enum ModelMerger {
    /// The merged model and the disagreements found, as one-line warnings.
    public struct Result: Sendable {
        public var model: ArchitectureModel
        public var warnings: [String]
    }

    public static func merge(live: ArchitectureModel, declared: ArchitectureModel) -> Result {
        var model = live
        var warnings: [String] = []
        model.app = declared.app
        if let declaredRoot = declared.root, let liveRoot = live.root, declaredRoot != liveRoot {
            warnings.append("the spec's root is '\(declaredRoot)' but the live app's root is '\(liveRoot)'")
        }
        for spec in declared.coordinators {
            guard let index = model.coordinators.firstIndex(where: { $0.id == spec.id }) else {
                if !isLazyChildNotCreatedYet(spec, live: live, declared: declared) {
                    warnings.append("the spec declares coordinator '\(spec.id)' but the live app has none")
                }
                continue
            }
            mergeCoordinator(spec, into: &model.coordinators[index], warnings: &warnings)
        }
        if !declared.coordinators.isEmpty {
            for coordinator in live.coordinators where declared.coordinator(coordinator.id) == nil {
                warnings.append("the live app has coordinator '\(coordinator.id)' but the spec does not declare it")
            }
        }
        for spec in declared.screens {
            if let index = model.screens.firstIndex(where: { $0.id == spec.id }) {
                if model.screens[index].title == nil { model.screens[index].title = spec.title }
                if model.screens[index].coordinator == nil { model.screens[index].coordinator = spec.coordinator }
            } else {
                var screen = spec
                screen.isLive = false
                if screen.coordinator == nil { screen.coordinator = model.owner(ofScreen: spec.id)?.id }
                model.screens.append(screen)
            }
        }
        model.transitions = declared.transitions
        model.deepLinks = declared.deepLinks
        return Result(model: model, warnings: warnings)
    }

    /// Whether the live parent holds `spec` in a `lazy` property that has not been read yet: the
    /// spec names the same property, or the property's declared type is what the spec says the
    /// coordinator is used as.
    private static func isLazyChildNotCreatedYet(_ spec: CoordinatorNode, live: ArchitectureModel, declared: ArchitectureModel) -> Bool {
        for parent in declared.coordinators {
            guard let link = parent.children.first(where: { $0.coordinator == spec.id }),
                  let liveParent = live.coordinator(parent.id) else { continue }
            return liveParent.children.contains { candidate in
                candidate.isLazyNotCreated && ((!link.property.isEmpty && candidate.property == link.property)
                    || (candidate.declaredType != nil && candidate.declaredType == spec.declaredAs))
            }
        }
        return false
    }

    /// Merges declared tabs into the tab bar a containment hosts.
    private static func mergeContainer(_ declared: Container, into container: inout Container, of id: String, warnings: inout [String]) {
        guard case .containment(var host) = container, case .tabBar(let spec) = declared,
              let index = host.contained.firstIndex(where: { $0.tabBar != nil }) else { return }
        var probe = CoordinatorNode(id: id, typeName: id, container: host.contained[index])
        mergeCoordinator(CoordinatorNode(id: id, typeName: id, container: .tabBar(spec)), into: &probe, warnings: &warnings)
        if let merged = probe.container { host.contained[index] = merged }
        container = .containment(host)
    }

    private static func mergeCoordinator(_ spec: CoordinatorNode, into live: inout CoordinatorNode, warnings: inout [String]) {
        if let declaredAs = spec.declaredAs {
            if live.declaredAs == nil {
                live.declaredAs = declaredAs
            } else if live.declaredAs != declaredAs {
                warnings.append("coordinator '\(live.id)' is used as '\(live.declaredAs!)' in the live app but the spec says '\(declaredAs)'")
            }
        }
        for child in spec.children {
            guard let id = child.coordinator else { continue }
            let holds = live.children.contains { link in
                link.coordinator == id || (link.isLazyNotCreated && !child.property.isEmpty && link.property == child.property)
            }
            if !holds {
                warnings.append("the spec makes '\(id)' a child of '\(live.id)' but the live app does not")
            }
        }
        switch (spec.container, live.container) {
        case (nil, _):
            break
        case (.navigationStack(let declared), .navigationStack(var stack)):
            stack.declaredScreens = declared.declaredScreens
            live.container = .navigationStack(stack)
            for screen in stack.screens where !(declared.declaredScreens ?? []).contains(where: { screen == $0 || screen.hasPrefix($0 + "#") }) {
                warnings.append("screen '\(screen)' is on \(live.id)'s live stack but not in the spec's 'stack'")
            }
        case (.tabBar(let declared), .containment(var host)) where host.contained.contains(where: { $0.tabBar != nil }):
            // The spec's tabs are those of the tab bar the live root view controller contains.
            var contained = Container.containment(host)
            mergeContainer(.tabBar(declared), into: &contained, of: live.id, warnings: &warnings)
            if case .containment(let merged) = contained { host = merged }
            live.container = .containment(host)
        case (.tabBar(let declared), .tabBar(var bar)):
            let liveOrder = bar.tabs.map { $0.coordinator ?? $0.screen ?? "?" }
            let specOrder = declared.tabs.map { $0.coordinator ?? $0.screen ?? "?" }
            if liveOrder != specOrder {
                warnings.append("\(live.id)'s tabs are [\(liveOrder.joined(separator: ", "))] in the live app but [\(specOrder.joined(separator: ", "))] in the spec")
            }
            for index in bar.tabs.indices {
                guard let match = declared.tabs.first(where: { $0.coordinator != nil && $0.coordinator == bar.tabs[index].coordinator }) else { continue }
                if bar.tabs[index].title == nil { bar.tabs[index].title = match.title }
                if bar.tabs[index].icon == nil { bar.tabs[index].icon = match.icon }
            }
            live.container = .tabBar(bar)
        case (.some(let declared), nil):
            warnings.append("the spec gives '\(live.id)' a \(declared.kindDescription) but the live app's '\(live.id)' owns no view controller")
        case (.some(let declared), .some(let actual)):
            if declared.kindDescription != actual.kindDescription {
                warnings.append("the spec gives '\(live.id)' a \(declared.kindDescription) but the live app gives it a \(actual.kindDescription)")
            }
        }
    }
}
