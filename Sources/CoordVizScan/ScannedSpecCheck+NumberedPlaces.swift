import CoordVizCore
import CoordVizSpec

extension ScannedSpecCheck {
    /// A navigation stack of the checked spec: the screens it can hold and the coordinators whose
    /// code pushes onto it.
    private struct PlacedStack {
        var name: String
        var screens: [String]
        var performers: Set<String>
        var isStack: Bool
    }

    /// Gives each further place of a screen type (`T#2`, placed by the spec in another stack) what
    /// holds there: the pushes and presentations of `T` the code does in that stack (a push a
    /// coordinator makes holds in the stacks it owns or pushes onto; one no coordinator makes is
    /// the screen's own and holds wherever it is), and copies of `T`'s transitions that only push
    /// or present. A `showDetail` aims at the place of its type in the split the screen is in.
    /// What is not given is reported once per place; `true` when anything changed.
    static func linkNumberedPlaces(of app: inout ScannedApp, model: ArchitectureModel) -> Bool {
        var changed = false
        let stacks = placedStacks(model, app: app)
        var stackOf: [String: Int] = [:]
        for (index, stack) in stacks.enumerated() { for screen in stack.screens where stackOf[screen] == nil { stackOf[screen] = index } }
        let coordinatorNames = Set(app.coordinators.map(\.name))
        /// Whether `kind U` holds on `stack`: no coordinator does it, or one of the stack's does.
        func holds(_ kind: String, _ type: String, on stack: PlacedStack) -> (Bool, Set<String>) {
            let doers = (app.shownBy["\(kind) \(type)"] ?? []).intersection(coordinatorNames)
            return (doers.isEmpty || !doers.isDisjoint(with: stack.performers), doers)
        }
        let numbered = stackOf.keys.filter { $0.contains("#") }.sorted()
        for place in numbered {
            let type = placeType(place)
            guard let original = app.screens.first(where: { $0.name == type }), let stackIndex = stackOf[place] else { continue }
            let stack = stacks[stackIndex]
            var leftOut: [String] = []
            var given: [String: String] = [:]
            for (kind, links) in [("push", original.pushes), ("present", original.presents)] {
                for link in links {
                    let target = placeType(link)
                    guard target != type, app.placeLinksTried.insert("\(place)>\(kind) \(target)").inserted else { continue }
                    guard kind == "present" || stack.isStack else {
                        leftOut.append("push \(target) (\(stack.name) is no navigation stack)")
                        continue
                    }
                    let (ok, doers) = holds(kind, target, on: stack)
                    guard ok else {
                        leftOut.append("\(kind) \(target) (done by \(doers.sorted().joined(separator: ", ")), not in \(stack.name))")
                        continue
                    }
                    // Onto the place of that type this stack already has, else the type (the spec
                    // then asks for its next free number).
                    let chosen = kind == "push" ? (stack.screens.first { placeType($0) == target && $0 != place } ?? target) : link
                    given["\(kind) \(target)"] = chosen
                    var entry = app.screens.firstIndex { $0.name == place }
                    if entry == nil {
                        app.screens.append(ScannedApp.Screen(name: place, title: original.title, source: original.source))
                        entry = app.screens.count - 1
                    }
                    if kind == "push" { app.screens[entry!].pushes.append(chosen) } else { app.screens[entry!].presents.append(chosen) }
                    changed = true
                }
            }
            // The transitions of the type that only push or present, where each step holds here;
            // one the type's first place could not play is this place's alone.
            let setAside = Dictionary(app.setAside.map { ($0.transition.id, $0.report) }, uniquingKeysWith: { first, _ in first })
            for transition in app.transitions + app.setAside.map(\.transition) where transition.from == type {
                guard app.placeLinksTried.insert("\(place)>transition \(transition.id)").inserted else { continue }
                let movesOnly = transition.steps.allSatisfy { ["push", "present"].contains($0.kind) }
                let heldSteps = transition.steps.allSatisfy { holds($0.kind, placeType($0.target), on: stack).0 }
                guard movesOnly, heldSteps, stack.isStack || !transition.steps.contains(where: { $0.kind == "push" }) else {
                    let reason = !movesOnly ? "it does more than push or present"
                        : heldSteps ? "\(stack.name) is no navigation stack" : "other coordinators than those of \(stack.name) do its steps"
                    leftOut.append("transition \(transition.id) (\(reason))")
                    continue
                }
                var copy = transition
                copy.from = place
                if let report = setAside[transition.id] {
                    app.unresolved.removeAll { $0 == report }
                    app.setAside.removeAll { $0.transition.id == transition.id }
                    unlinkFirstPlace(of: type, from: transition, in: &app)
                } else {
                    copy.id = uniqueCopyID(transition.id, place: place, in: app)
                }
                app.transitions.append(copy)
                changed = true
            }
            if !leftOut.isEmpty {
                app.unresolved.append(.init(
                    source: original.source,
                    message: "\(place), the place of \(type) in \(stack.name), takes only what the code does there; left out: \(leftOut.joined(separator: "; "))"
                ))
            }
        }
        // Copied transitions follow the links their place was given (renamed by the spec's numbering).
        for index in app.transitions.indices {
            guard let from = app.transitions[index].from, from.contains("#") else { continue }
            var current = from
            for step in app.transitions[index].steps.indices {
                let kind = app.transitions[index].steps[step].kind
                guard ["push", "present"].contains(kind), let screen = app.screens.first(where: { $0.name == current }) else { break }
                let type = placeType(app.transitions[index].steps[step].target)
                guard let link = (kind == "push" ? screen.pushes : screen.presents).first(where: { placeType($0) == type }) else { break }
                if app.transitions[index].steps[step].target != link {
                    app.transitions[index].steps[step].target = link
                    changed = true
                }
                current = link
            }
        }
        changed = aimShowDetails(&app, model: model) || changed
        if changed { app.unresolved.sort() }
        return changed
    }

    /// Takes from the first place of `type` the pushes and presentations only `transition` made,
    /// now that a further place plays it instead.
    private static func unlinkFirstPlace(of type: String, from transition: ScannedApp.Transition, in app: inout ScannedApp) {
        guard let entry = app.screens.firstIndex(where: { $0.name == type }) else { return }
        let kept = app.transitions.filter { $0.from == type }.flatMap(\.steps)
        for step in transition.steps where !kept.contains(step) {
            if step.kind == "push" { app.screens[entry].pushes.removeAll { $0 == step.target } }
            if step.kind == "present" { app.screens[entry].presents.removeAll { $0 == step.target } }
        }
    }

    /// A `showDetail` from a screen of a split aims at the place of its type in that split
    /// (`SettingsLogin#2`), not the type's first place elsewhere.
    private static func aimShowDetails(_ app: inout ScannedApp, model: ArchitectureModel) -> Bool {
        var splitOf: [String: [String]] = [:]
        for node in model.coordinators {
            guard case .containment(let host)? = node.container, host.kind == .split else { continue }
            var members = host.contained.flatMap(\.screens)
            for column in host.coordinators ?? [] {
                members += model.coordinators.first { $0.id == column }?.container?.screens ?? []
            }
            for member in members { splitOf[member] = host.contained.flatMap(\.screens) }
        }
        var changed = false
        for index in app.transitions.indices {
            guard let from = app.transitions[index].from, let parts = splitOf[from] else { continue }
            for step in app.transitions[index].steps.indices where app.transitions[index].steps[step].kind == "showDetail" {
                let target = app.transitions[index].steps[step].target
                let type = placeType(target)
                if let part = parts.first(where: { placeType($0) == type }), part != target {
                    app.transitions[index].steps[step].target = part
                    changed = true
                }
            }
        }
        return changed
    }

    /// The type a place names: `DetailViewController#2` → `DetailViewController`.
    static func placeType(_ id: String) -> String {
        String(id.prefix { $0 != "#" })
    }

    /// `pick-cast-2` for the copy of `pick-cast` a place `#2` starts; further numbers when taken.
    private static func uniqueCopyID(_ id: String, place: String, in app: ScannedApp) -> String {
        let ids = Set(app.transitions.map(\.id))
        let number = place.split(separator: "#").last.map(String.init) ?? "2"
        let base = id.hasSuffix("-") ? String(id.dropLast()) : id
        var candidate = "\(base)-\(number)"
        var extra = 2
        while ids.contains(candidate) {
            candidate = "\(base)-\(number)-\(extra)"
            extra += 1
        }
        return candidate
    }

    /// The spec's navigation stacks (a coordinator's, a tab's) and other places, each with the
    /// coordinators whose code acts on it: its owner and those pushing onto it.
    private static func placedStacks(_ model: ArchitectureModel, app: ScannedApp) -> [PlacedStack] {
        var stacks: [PlacedStack] = []
        func sharers(of owner: String) -> Set<String> {
            var result: Set<String> = [owner]
            var grew = true
            while grew {
                grew = false
                for node in app.coordinators where node.pushesOnto.map(result.contains) == true && result.insert(node.name).inserted { grew = true }
            }
            return result
        }
        for node in model.coordinators {
            switch node.container {
            case .navigationStack(let stack)?:
                stacks.append(PlacedStack(name: "the stack of \(node.id)", screens: stack.allScreens, performers: sharers(of: node.id), isStack: true))
            case .tabBar(let bar)?:
                for tab in bar.tabs {
                    if let stack = tab.container?.navigationStack {
                        stacks.append(PlacedStack(name: "the stack of tab \(tab.index) of \(node.id)", screens: stack.allScreens, performers: [node.id], isStack: true))
                    } else if let screen = tab.screen {
                        stacks.append(PlacedStack(name: "tab \(tab.index) of \(node.id)", screens: [screen], performers: [node.id], isStack: false))
                    }
                }
            case let container?:
                stacks.append(PlacedStack(name: "the \(container.kindDescription) of \(node.id)", screens: container.screens, performers: [node.id], isStack: false))
            case nil:
                continue
            }
        }
        return stacks
    }
}
