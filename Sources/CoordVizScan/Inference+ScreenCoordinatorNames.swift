/// Screen coordinators (``Roles/screenCoordinatorViews(in:coordinators:)``) are named after the
/// SwiftUI view they show, everywhere the spec names a screen: the name people know the screen by.
extension Inference {
    func nameScreenCoordinatorsByView(_ app: inout ScannedApp) {
        let views = roles.screenCoordinatorViews
        guard !views.isEmpty else { return }
        // The app's own convention, when every screen coordinator it declares shows the view its
        // name gives (`SettingsScreenCoordinator` → `SettingsScreen`): one it does not declare
        // (`LogViewerScreenCoordinator`, from a module not scanned) is named the same way.
        let suffix = "Coordinator"
        let byConvention = views.count >= 2 && views.allSatisfy { $0.key == $0.value + suffix }
        func named(_ screen: String) -> String {
            // `SettingsScreenCoordinator#2` → `SettingsScreen#2`.
            let parts = screen.split(separator: "#", maxSplits: 1).map(String.init)
            var view = views[parts[0]]
            if view == nil, byConvention, interpreter.facts.undeclaredScreenCoordinators.contains(parts[0]), parts[0].hasSuffix(suffix), parts[0].count > suffix.count {
                view = String(parts[0].dropLast(suffix.count))
            }
            guard let view else { return screen }
            return parts.count == 2 ? "\(view)#\(parts[1])" : view
        }
        for index in app.coordinators.indices {
            switch app.coordinators[index].container {
            case .stack(let screens)?: app.coordinators[index].container = .stack(screens.map(named))
            case .screen(let screen)?: app.coordinators[index].container = .screen(named(screen))
            case .split(let columns)?: app.coordinators[index].container = .split(columns.map(named))
            case .pages(let pages)?: app.coordinators[index].container = .pages(pages.map(named))
            case .tabs(var tabs)?:
                for tab in tabs.indices {
                    tabs[tab].screen = tabs[tab].screen.map(named)
                    tabs[tab].stack = tabs[tab].stack?.map(named)
                }
                app.coordinators[index].container = .tabs(tabs)
            case nil: break
            }
            if let from = app.coordinators[index].presentation?.from { app.coordinators[index].presentation?.from = named(from) }
        }
        for index in app.screens.indices {
            app.screens[index].name = named(app.screens[index].name)
            app.screens[index].pushes = app.screens[index].pushes.map(named)
            app.screens[index].presents = app.screens[index].presents.map(named)
        }
        for index in app.transitions.indices {
            app.transitions[index].from = app.transitions[index].from.map(named)
            for step in app.transitions[index].steps.indices where ["push", "present", "showDetail"].contains(app.transitions[index].steps[step].kind) {
                app.transitions[index].steps[step].target = named(app.transitions[index].steps[step].target)
            }
        }
        app.shownBy = Dictionary(app.shownBy.map { key, value in
            let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
            return (parts.count == 2 ? "\(parts[0]) \(named(parts[1]))" : key, value)
        }, uniquingKeysWith: { $0.union($1) })
    }
}

extension Inference {
    /// `action is .openRecipe(let id)`, the first way a screen coordinator's action took: the
    /// action's case (`openRecipe`) is what the user did, the name its transition goes by.
    static func actionCase(_ conditions: [String]) -> String? {
        // `case .tapped`, `case .opened(let id)` and `case let .opened(id)` alike.
        guard let first = conditions.first, let range = first.range(of: " is .") ?? first.range(of: " is let .") ?? first.range(of: " is var .") else { return nil }
        let name = first[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
