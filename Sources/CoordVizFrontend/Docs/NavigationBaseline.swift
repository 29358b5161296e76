import CoordVizCore

/// `navigation.txt`: the whole navigation of a model as text, one fact per line, sorted, so a
/// change to the app's navigation shows in review as the few lines it changes.
///
/// ```
/// back-reference HomeCoordinator.parentCoordinator -> MainCoordinator weak
/// child MainCoordinator.homeCoordinator -> HomeCoordinator
/// deep-link myapp://orders/deep -> deep-view-in-orders (handler DeepLinkCoordinator)
/// stack HomeCoordinator: HomeViewController > Home2ViewController
/// transition open-home2 from HomeViewController by goToHome2ScreenWith(title:): push Home2ViewController
/// ```
public enum NavigationBaseline {
    /// The baseline's text: a header line, then the sorted facts, each ending in a line feed.
    public static func text(of model: ArchitectureModel) -> String {
        let header = "# navigation of \(Escaping.visible(model.app)), one fact per line, sorted; written by coordviz docs\n"
        return header + lines(of: model).map { $0 + "\n" }.joined()
    }

    /// Every fact of `model`, one line each, sorted and without repeats; control characters in
    /// names are made visible so no name can forge a line.
    public static func lines(of model: ArchitectureModel) -> [String] {
        var facts: [String] = ["app \(model.app)"]
        if let root = model.root { facts.append("root \(root)") }
        for (index, phase) in (model.phases ?? []).enumerated() {
            facts.append("phase \(index + 1) \(phase.name): root \(phase.root)")
        }
        for coordinator in model.coordinators { facts += self.facts(of: coordinator) }
        for screen in model.screens { facts.append(fact(of: screen)) }
        for transition in model.transitions { facts.append(fact(of: transition)) }
        for link in model.deepLinks {
            let handler = link.handler.map { " (handler \($0))" } ?? ""
            facts.append("deep-link \(link.pattern) -> \(link.transition ?? "no transition")\(handler)")
        }
        for presented in model.presentedContainers ?? [] {
            facts.append("presented \(presented.container.kindDescription) \(presented.container.typeName) over \(presentation(presented.presentation))")
        }
        for unread in model.unread ?? [] {
            facts.append("unread \(unread.owner).\(unread.path) (\(unread.reason.rawValue))")
        }
        return Set(facts.map { Escaping.visible($0) }).sorted()
    }

    private static func facts(of coordinator: CoordinatorNode) -> [String] {
        let id = coordinator.id
        var head = "coordinator \(id)"
        if coordinator.typeName != id.split(separator: "#").first.map(String.init) { head += " type \(coordinator.typeName)" }
        if let declared = coordinator.declaredAs { head += " as \(declared)" }
        if let role = coordinator.role { head += " role \(role.rawValue)" }
        if let container = coordinator.container {
            head += " owns \(container.kindDescription) \(container.typeName) (\(container.property))"
        }
        if let onto = coordinator.pushesOnto { head += " pushes onto \(onto)" }
        if coordinator.isFlowOnly { head += " flow-only" }
        if let presentation = coordinator.presentation { head += " presented over \(self.presentation(presentation))" }
        if let condition = coordinator.condition { head += " if \(condition)" }
        if coordinator.isLive == false { head += " not live" }
        var facts = [head]
        for child in coordinator.children {
            let lazy = child.isLazyNotCreated ? " lazy, not created" : child.isLazy ? " lazy" : ""
            facts.append("child \(id).\(child.property) -> \(child.coordinator ?? "nothing")\(lazy)")
        }
        for reference in coordinator.backReferences {
            let parent = reference.pointsToParent ? "" : " (not its parent)"
            facts.append("back-reference \(id).\(reference.property) -> \(reference.target) \(reference.strength.rawValue)\(parent)")
        }
        for handler in coordinator.installedHandlers ?? [] { facts.append("handler \(id).\(handler)") }
        if let container = coordinator.container { facts += self.facts(of: container, owner: id) }
        return facts
    }

    private static func facts(of container: Container, owner: String) -> [String] {
        switch container {
        case .tabBar(let bar):
            var facts: [String] = []
            for tab in bar.tabs {
                var line = "tab \(owner) \(tab.index) \"\(tab.displayTitle)\""
                if let coordinator = tab.coordinator { line += " -> \(coordinator)" }
                if let screen = tab.screen { line += " -> screen \(screen)" }
                if let inner = tab.container { line += " -> \(inner.kindDescription) \(inner.typeName)" }
                if let icon = tab.icon { line += " icon \(icon)" }
                if let condition = tab.condition { line += " if \(condition)" }
                facts.append(line)
                if let inner = tab.container { facts += self.facts(of: inner, owner: "\(owner) tab \(tab.index)") }
            }
            if let selected = bar.selectedIndex, let tab = bar.tabs.first(where: { $0.index == selected }) {
                facts.append("live selected-tab \(owner): \(tab.displayTitle)")
            }
            return facts
        case .navigationStack(let stack):
            var facts = ["stack \(owner): \(stack.allScreens.joined(separator: " > "))"]
            if !stack.screens.isEmpty { facts.append("live stack \(owner): \(stack.screens.joined(separator: " > "))") }
            return facts
        case .single(let single):
            return ["single \(owner): \(single.screen)"]
        case .containment(let host):
            var facts = ["contains \(owner): \(host.contained.map { "\($0.kindDescription) \($0.typeName)" }.joined(separator: ", "))"]
            if let screen = host.screen { facts.append("single \(owner): \(screen)") }
            if let columns = host.coordinators, !columns.isEmpty { facts.append("shows \(owner): \(columns.joined(separator: ", "))") }
            for inner in host.contained { facts += self.facts(of: inner, owner: owner) }
            return facts
        }
    }

    private static func fact(of screen: ScreenNode) -> String {
        var line = "screen \(screen.id)"
        if screen.typeName != screen.id.split(separator: "#").first.map(String.init) { line += " type \(screen.typeName)" }
        if let title = screen.title { line += " \"\(title)\"" }
        if let coordinator = screen.coordinator { line += " talks to \(coordinator)" }
        if let pushedBy = screen.pushedBy { line += " pushed by \(pushedBy)" }
        if let over = screen.presentedOver { line += " presented over \(over)" + (screen.presentationStyle.map { " (\($0))" } ?? "") }
        if let pushes = screen.pushes, !pushes.isEmpty { line += " pushes \(pushes.joined(separator: ", "))" }
        if let presents = screen.presents, !presents.isEmpty { line += " presents \(presents.joined(separator: ", "))" }
        if !screen.isLive { line += " declared only" }
        return line
    }

    private static func fact(of transition: Transition) -> String {
        let start = transition.entry.map { "entry \($0.description)" } ?? "from \(transition.source)"
        let trigger = transition.trigger.map { " by \($0)" } ?? ""
        let steps = transition.steps.map { step in step.target.map { "\(step.kind.rawValue) \($0)" } ?? step.kind.rawValue }
        return "transition \(transition.id) \(start)\(trigger): \(steps.joined(separator: " > "))"
    }

    private static func presentation(_ presentation: Presentation) -> String {
        presentation.overDescription + (presentation.style.map { " (\($0))" } ?? "")
    }
}
