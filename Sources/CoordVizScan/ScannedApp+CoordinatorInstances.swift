extension ScannedApp {
    /// Adds a further instance of the coordinator type `type` as the tab at `position` of
    /// `owner`: a tab per data source showing one coordinator class twice, each over its own
    /// navigation controller. The instance is `Type#2` (the next free number), and what the code
    /// gives the first instance it gives this one too, numbered the same way: its descendants
    /// (`Child#2`), the screens of their containers and the screens those push and present
    /// (`Screen#2`, the next place of that type), and the transitions starting on those screens.
    /// Deep links keep to the first instance: a link's code names one place.
    mutating func addInstance(of type: String, tab: Tab, at position: Int, of owner: String) {
        guard let ownerIndex = coordinators.firstIndex(where: { $0.name == owner }),
              case .tabs(var tabs)? = coordinators[ownerIndex].container else { return }
        let members = subtree(of: type)
        guard !members.isEmpty, !members.contains(owner) else { return }
        var renamed: [String: String] = [:]
        var instances: [String: Int] = [:]
        for name in coordinators.map(\.name) {
            instances[ScannedSpecCheck.placeType(name)] = max(instances[ScannedSpecCheck.placeType(name), default: 0], Self.number(of: name))
        }
        for member in members {
            let memberType = ScannedSpecCheck.placeType(member)
            let number = instances[memberType, default: 0] + 1
            instances[memberType] = number
            renamed[member] = "\(memberType)#\(number)"
        }
        let places = screenPlaces(of: members)
        var placeCounts = containerPlaceCounts()
        for screen in places {
            let screenType = ScannedSpecCheck.placeType(screen)
            let number = max(placeCounts[screenType, default: 0], highestNumber(of: screenType)) + 1
            placeCounts[screenType] = number
            renamed[screen] = "\(screenType)#\(number)"
        }
        func rename(_ name: String) -> String { renamed[name] ?? name }

        for member in members {
            guard let original = coordinators.first(where: { $0.name == member }) else { continue }
            var copy = original
            copy.name = rename(member)
            copy.container = original.container.map { Self.renamed($0, by: rename) }
            copy.children = original.children.map { child in var child = child; child.coordinator = rename(child.coordinator); return child }
            if var parent = copy.parent {
                parent.target = rename(parent.target)
                copy.parent = parent
            }
            copy.pushesOnto = original.pushesOnto.map(rename)
            if var presentation = copy.presentation {
                presentation.from = presentation.from.map(rename)
                copy.presentation = presentation
            }
            coordinators.append(copy)
        }
        var newTab = tab
        newTab.coordinator = rename(type)
        tabs.insert(newTab, at: min(position, tabs.count))
        coordinators[ownerIndex].container = .tabs(tabs)

        for screen in places {
            guard let original = screens.first(where: { $0.name == screen }) else { continue }
            var copy = original
            copy.name = rename(screen)
            copy.pushes = original.pushes.map(rename)
            copy.presents = original.presents.map(rename)
            screens.append(copy)
            // The links and transitions of the type are this place's already: the spec check
            // giving numbered places what their type does leaves them be.
            for link in original.pushes { placeLinksTried.insert("\(copy.name)>push \(ScannedSpecCheck.placeType(link))") }
            for link in original.presents { placeLinksTried.insert("\(copy.name)>present \(ScannedSpecCheck.placeType(link))") }
            for transition in transitions where transition.from == screen { placeLinksTried.insert("\(copy.name)>transition \(transition.id)") }
        }
        var ids = Set(transitions.map(\.id))
        for transition in transitions where transition.from.map(places.contains) == true {
            var copy = transition
            copy.from = transition.from.map(rename)
            copy.steps = transition.steps.map { Step(kind: $0.kind, target: rename($0.target)) }
            copy.startedOnParentStack = Set(transition.startedOnParentStack.map(rename))
            copy.shownByStartedChildren = Set(transition.shownByStartedChildren.map { shown in
                let parts = shown.split(separator: " ", maxSplits: 1).map(String.init)
                return parts.count == 2 ? "\(parts[0]) \(rename(parts[1]))" : shown
            })
            let number = renamed[type].map { Self.number(of: $0) } ?? 2
            var id = "\(transition.id)-\(number)"
            var extra = 2
            while ids.contains(id) {
                id = "\(transition.id)-\(number)-\(extra)"
                extra += 1
            }
            copy.id = id
            ids.insert(id)
            transitions.append(copy)
        }
        for (key, doers) in shownBy {
            let added = doers.compactMap { renamed[$0] }
            if !added.isEmpty { shownBy[key, default: []].formUnion(added) }
        }
    }

    /// `type` and every coordinator below it through `children`, in the order the app lists them.
    private func subtree(of type: String) -> [String] {
        var found: Set<String> = []
        var queue = [type]
        while let next = queue.popLast() {
            guard found.insert(next).inserted, let node = coordinators.first(where: { $0.name == next }) else { continue }
            queue += node.children.map(\.coordinator)
        }
        return coordinators.map(\.name).filter(found.contains)
    }

    /// The screens that belong to the coordinators `members`: the places of their containers, and
    /// the screens those push or present (and so on) that no other coordinator's container holds
    /// (a push onto a screen placed elsewhere keeps its target).
    private func screenPlaces(of members: [String]) -> [String] {
        let memberSet = Set(members)
        var elsewhere: Set<String> = []
        var placed: [String] = []
        for node in coordinators {
            let screens = node.container.map(Self.screens(in:)) ?? []
            if memberSet.contains(node.name) { placed += screens.filter { !memberSet.contains($0) } } else { elsewhere.formUnion(screens) }
        }
        var result: [String] = []
        var seen: Set<String> = []
        var queue = placed.map { ($0, true) }
        while !queue.isEmpty {
            let (screen, isPlace) = queue.removeFirst()
            guard seen.insert(screen).inserted, isPlace || !elsewhere.contains(screen) else { continue }
            result.append(screen)
            if let entry = screens.first(where: { $0.name == screen }) { queue += (entry.pushes + entry.presents).map { ($0, false) } }
        }
        return result
    }

    /// The screens (and coordinators, for split columns and pages) a container lists.
    private static func screens(in container: Container) -> [String] {
        switch container {
        case .tabs(let tabs): tabs.flatMap { ($0.screen.map { [$0] } ?? []) + ($0.stack ?? []) }
        case .stack(let screens), .split(let screens), .pages(let screens): screens
        case .screen(let screen): [screen]
        }
    }

    private static func renamed(_ container: Container, by rename: (String) -> String) -> Container {
        switch container {
        case .tabs(let tabs):
            .tabs(tabs.map { tab in
                var tab = tab
                tab.coordinator = tab.coordinator.map(rename)
                tab.screen = tab.screen.map(rename)
                tab.stack = tab.stack.map { $0.map(rename) }
                return tab
            })
        case .stack(let screens): .stack(screens.map(rename))
        case .split(let parts): .split(parts.map(rename))
        case .pages(let parts): .pages(parts.map(rename))
        case .screen(let screen): .screen(rename(screen))
        }
    }

    /// How many places each screen type has in the containers, counted the way the spec numbers
    /// them (every listed entry of the type, numbered or not).
    private func containerPlaceCounts() -> [String: Int] {
        let coordinatorNames = Set(coordinators.map(\.name))
        var counts: [String: Int] = [:]
        for node in coordinators {
            for entry in node.container.map(Self.screens(in:)) ?? [] where !coordinatorNames.contains(entry) {
                counts[ScannedSpecCheck.placeType(entry), default: 0] += 1
            }
        }
        return counts
    }

    /// The highest `#n` any screen name, link or step of the app gives `type` (1 when none does).
    private func highestNumber(of type: String) -> Int {
        var names = screens.flatMap { [$0.name] + $0.pushes + $0.presents }
        names += transitions.flatMap { ($0.from.map { [$0] } ?? []) + $0.steps.map(\.target) }
        return names.filter { ScannedSpecCheck.placeType($0) == type }.map(Self.number(of:)).max() ?? 1
    }

    /// The number of an instance or place: 2 for `PostsNavigator#2`, 1 for the unnumbered first.
    static func number(of name: String) -> Int {
        guard let hash = name.firstIndex(of: "#") else { return 1 }
        return Int(name[name.index(after: hash)...]) ?? 1
    }
}
