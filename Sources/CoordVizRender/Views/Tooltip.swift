import CoordVizCore

/// Hover texts: the type name, the protocol it is used as, where it is held (a property path from
/// the root) and what it is connected to. One line each, joined by newlines.
///
/// Look-ups are indexed once when the tooltip is made, so a view asks for thousands of tooltips
/// in linear time; a property path longer than ``maxPathSegments`` keeps its top and its end.
struct Tooltip {
    let model: ArchitectureModel
    private let coordinators: [String: CoordinatorNode]
    private let screens: [String: ScreenNode]
    /// Each coordinator's owner and the property holding it.
    private let holder: [String: (parent: String, property: String)]
    private let ownerOfScreen: [String: CoordinatorNode]
    /// The top of the tree above each coordinator.
    private let topOf: [String: String]

    /// How many segments a property path shows before it elides its middle.
    static let maxPathSegments = 8

    init(model: ArchitectureModel) {
        self.model = model
        coordinators = Dictionary(model.coordinators.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        screens = Dictionary(model.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var holder: [String: (parent: String, property: String)] = [:]
        for coordinator in model.coordinators {
            for child in coordinator.children {
                guard let id = child.coordinator, id != coordinator.id, holder[id] == nil else { continue }
                holder[id] = (coordinator.id, child.property.isEmpty ? id : child.property)
            }
        }
        self.holder = holder
        // Each coordinator's top, found once per chain: a walk stops at the first coordinator
        // whose top is known (or at a cycle) and fills in everything it passed.
        var tops: [String: String] = [:]
        for coordinator in model.coordinators where tops[coordinator.id] == nil {
            var passed: [String] = []
            var onPath: Set<String> = []
            var cursor = coordinator.id
            while tops[cursor] == nil, onPath.insert(cursor).inserted, let up = holder[cursor] {
                passed.append(cursor)
                cursor = up.parent
            }
            let top = tops[cursor] ?? cursor
            for id in passed { tops[id] = top }
            tops[cursor] = top
        }
        topOf = tops
        var owners: [String: CoordinatorNode] = [:]
        for coordinator in model.coordinators {
            for screen in coordinator.container?.screens ?? [] where owners[screen] == nil { owners[screen] = coordinator }
        }
        ownerOfScreen = owners
    }

    /// `MainCoordinator.ordersCoordinator`; a deep one as `Root.a.b.….y.z`. Made once per
    /// coordinator: every screen of a stack asks for its coordinator's.
    func propertyPath(ofCoordinator id: String) -> String {
        if let known = madePaths.paths[id] { return known }
        let path = walkPropertyPath(ofCoordinator: id)
        madePaths.paths[id] = path
        return path
    }

    /// The property paths made so far, by coordinator id. A view's tooltips are made on one
    /// thread (see ``TooltipCache``).
    private final class MadePaths: @unchecked Sendable {
        var paths: [String: String] = [:]
    }

    private let madePaths = MadePaths()

    private func walkPropertyPath(ofCoordinator id: String) -> String {
        var segments: [String] = []
        var cursor = id
        var seen: Set<String> = [id]
        while let up = holder[cursor], seen.insert(up.parent).inserted {
            segments.append(up.property)
            cursor = up.parent
            if segments.count >= Self.maxPathSegments, let top = topOf[cursor], top != cursor {
                return ([top, "…"] + segments.reversed()).joined(separator: ".")
            }
        }
        return ([cursor] + segments.reversed()).joined(separator: ".")
    }

    func coordinator(_ id: String) -> String {
        guard let coordinator = coordinators[id] else { return id }
        var lines = [coordinator.typeName + (coordinator.declaredAs.map { " as \($0)" } ?? "")]
        lines.append(propertyPath(ofCoordinator: id))
        switch coordinator.container {
        case .tabBar(let bar): lines.append("\(bar.typeName), \(bar.tabs.count) tabs")
        case .navigationStack(let stack): lines.append("\(stack.typeName), \(stack.allScreens.count) screens")
        case .single(let single): lines.append("shows \(single.screen)")
        case .containment(let host): lines.append("\(host.typeName) containing \(host.contained.map(\.typeName).joined(separator: ", "))")
        case nil:
            if let owner = coordinator.pushesOnto {
                lines.append("pushes onto \(owner)'s navigation stack")
            } else {
                lines.append("flow only: owns no view controller")
            }
        }
        if let presentation = coordinator.presentation {
            lines.append("presented over \(presentation.overDescription)" + (presentation.style.map { " (\($0))" } ?? ""))
        }
        if let condition = coordinator.condition { lines.append("exists when \(condition)") }
        if let declaredAt = coordinator.declaredAt { lines.append("declared at \(declaredAt)") }
        return lines.joined(separator: "\n")
    }

    func screen(_ id: String) -> String {
        guard let screen = screens[id] else { return id }
        var lines = [screen.typeName + (screen.title.map { " “\($0)”" } ?? "")]
        if let path = propertyPath(ofScreen: id) { lines.append(path) }
        if let coordinator = screen.coordinator {
            lines.append("talks to \(coordinator)" + (screen.coordinatorProperty.map { " through .\($0)" } ?? ""))
        }
        if let pusher = screen.pushedBy, pusher != ownerOfScreen[id]?.id { lines.append("pushed by \(pusher)") }
        if let over = screen.presentedOver {
            lines.append("presented over \(over)" + (screen.presentationStyle.map { " (\($0))" } ?? ""))
        }
        if !screen.isLive { lines.append("not on the stack when the app was captured") }
        if let declaredAt = screen.declaredAt { lines.append("declared at \(declaredAt)") }
        return lines.joined(separator: "\n")
    }

    /// Where a screen is held: its coordinator's path, the container property and its position.
    private func propertyPath(ofScreen id: String) -> String? {
        guard let owner = ownerOfScreen[id] else { return nil }
        let base = propertyPath(ofCoordinator: owner.id)
        switch owner.container {
        case .navigationStack(let stack):
            guard let index = stack.allScreens.firstIndex(of: id) else { return nil }
            return "\(base).\(stack.property).viewControllers[\(index)]"
        case .single(let single):
            return "\(base).\(single.property)"
        default:
            return nil
        }
    }
}

/// Keeps one ``Tooltip`` for a view that asks for tooltips from many places.
final class TooltipCache: @unchecked Sendable {
    private var made: Tooltip?

    func tooltip(for model: ArchitectureModel) -> Tooltip {
        if let made { return made }
        let tooltip = Tooltip(model: model)
        made = tooltip
        return tooltip
    }
}
