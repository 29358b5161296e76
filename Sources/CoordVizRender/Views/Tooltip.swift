import CoordVizCore

/// Hover texts: the type name, the protocol it is used as, where it is held (a property path from
/// the root) and what it is connected to. One line each, joined by newlines.
struct Tooltip {
    let model: ArchitectureModel

    func coordinator(_ id: String) -> String {
        guard let coordinator = model.coordinator(id) else { return id }
        var lines = [coordinator.typeName + (coordinator.declaredAs.map { " as \($0)" } ?? "")]
        lines.append(model.propertyPath(ofCoordinator: id))
        switch coordinator.container {
        case .tabBar(let bar): lines.append("\(bar.typeName), \(bar.tabs.count) tabs")
        case .navigationStack(let stack): lines.append("\(stack.typeName), \(stack.allScreens.count) screens")
        case .single(let single): lines.append("shows \(single.screen)")
        case .containment(let host): lines.append("\(host.typeName) containing \(host.contained.map(\.typeName).joined(separator: ", "))")
        case nil: lines.append("flow only: owns no view controller")
        }
        if let declaredAt = coordinator.declaredAt { lines.append("declared at \(declaredAt)") }
        return lines.joined(separator: "\n")
    }

    func screen(_ id: String) -> String {
        guard let screen = model.screen(id) else { return id }
        var lines = [screen.typeName + (screen.title.map { " “\($0)”" } ?? "")]
        if let path = model.propertyPath(ofScreen: id) { lines.append(path) }
        if let coordinator = screen.coordinator {
            lines.append("talks to \(coordinator)" + (screen.coordinatorProperty.map { " through .\($0)" } ?? ""))
        }
        if !screen.isLive { lines.append("not on the stack when the app was captured") }
        if let declaredAt = screen.declaredAt { lines.append("declared at \(declaredAt)") }
        return lines.joined(separator: "\n")
    }
}
