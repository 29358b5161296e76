/// What the scan adds once transitions are known: the conditions coordinators exist under, the
/// screens presented containers come from, and the app's phases (the window's root replaced).
extension Inference {
    /// The `when` of a coordinator: the condition every piece of setup code that makes it holds
    /// under, when they agree (see ``ChildConditions``).
    func condition(of name: String, _ facts: Facts) -> String? {
        childCondition(of: name, facts)
    }

    /// Where each coordinator whose container is presented is presented from: the screen whose
    /// action starts it. One presented at setup (over a tab bar, a window) has no screen: said so.
    func presentations(_ coordinators: inout [ScannedApp.Coordinator], transitions: [ScannedApp.Transition], facts: Facts) {
        // The screens whose actions start each coordinator, in transition order, each once.
        var startedFrom: [String: [String]] = [:]
        // Those that start it made to push onto their stack (its initializer decides) do not present it.
        var startedOnStack: [String: [String]] = [:]
        for transition in transitions {
            guard let from = transition.from else { continue }
            for step in transition.steps where step.kind == "startChild" {
                if transition.startedOnParentStack.contains(step.target) {
                    if !(startedOnStack[step.target] ?? []).contains(from) { startedOnStack[step.target, default: []].append(from) }
                } else if !(startedFrom[step.target] ?? []).contains(from) {
                    startedFrom[step.target, default: []].append(from)
                }
            }
        }
        for index in coordinators.indices {
            let name = coordinators[index].name
            // Also one only a followed action presents (a chooser's choice, handed to the route
            // presenting it): reading facts never reached that present.
            guard let presented = facts.presentedContainers[name] ?? interpreter.facts.presentedContainers[name],
                  coordinators[index].container != nil else { continue }
            let screens = startedFrom[name] ?? []
            if let host = facts.sharedNavigation.first(where: { $0.child == name && facts.stackRoots[$0.navigationOwner] != nil })?.navigationOwner,
               let pushing = startedOnStack[name], !pushing.isEmpty {
                interpreter.facts.unresolved.append((presented.source, "\(name) presents a navigation controller of its own when made one way and pushes onto \(host)'s stack when made another (its initializer decides, per call site): presentedFrom names where it is presented; from \(pushing.joined(separator: ", ")) it pushes onto \(host)'s stack, and the screens it pushes there are written as further places (`Type#2`)"))
            }
            guard let from = screens.first else {
                interpreter.facts.unresolved.append((presented.source, "\(name)'s container is presented, but no screen's action the scan followed starts it (it may be presented over a tab bar or at launch): presentedFrom\(presented.style.map { " and style \($0)" } ?? "") left out"))
                continue
            }
            if screens.count > 1 {
                interpreter.facts.unresolved.append((presented.source, "\(name) is presented from \(screens.joined(separator: ", ")); presentedFrom names the first"))
            }
            coordinators[index].presentation = .init(from: from, style: presented.style, source: presented.source)
        }
    }

    /// The app's phases when the window's root (or the root module of the app's router) is
    /// replaced by more than one coordinator's container: the first is the one no other phase's
    /// screens lead to, then each in the order the transitions lead from one to the next.
    func phases(coordinators: [ScannedApp.Coordinator], transitions: [ScannedApp.Transition], screens: [ScannedApp.Screen],
                parentsOf: [String: [String]], root: String?, facts: Facts, suffixes: [String]) -> [ScannedApp.Phase] {
        let nodes = Set(coordinators.map(\.name))
        var roots: [(name: String, source: SourceReference)] = []
        func note(_ name: String, _ source: SourceReference) {
            if nodes.contains(name), !roots.contains(where: { $0.name == name }) { roots.append((name, source)) }
        }
        let modules = rootModulePhaseRoots(root: root, facts: facts)
        for launched in interpreter.facts.launchRoots { note(launched.coordinator, launched.source) }
        // The root putting in the window the navigation controller its children take turns at
        // the root of, with no screen of its own there, is the frame the phases run in.
        let frameOnly = { (name: String) in
            !modules.isEmpty && name == root && coordinators.first { $0.name == name }?.container == nil
        }
        for shown in facts.windowRoots where !frameOnly(shown.coordinator) { note(shown.coordinator, shown.source) }
        for module in modules { note(module.coordinator, module.source) }
        for transition in transitions {
            for step in transition.steps where step.kind == "setRoot" { note(step.target, transition.source) }
        }
        guard roots.count > 1 else { return [] }
        let rootNames = Set(roots.map(\.name))
        // Which phase a screen belongs to: the coordinator showing it (or the screen leading to
        // it), then up through parents to a phase's root.
        var owner: [String: String] = [:]
        for node in coordinators {
            for screen in Self.screenNames(in: node.container) where owner[screen] == nil { owner[screen] = node.name }
        }
        for screen in screens {
            for next in screen.pushes + screen.presents where owner[next] == nil { owner[next] = owner[screen.name] }
        }
        func phase(of coordinator: String) -> String? {
            var current = coordinator
            var seen: Set<String> = []
            while seen.insert(current).inserted {
                if rootNames.contains(current) { return current }
                guard let parent = parentsOf[current]?.first else { return nil }
                current = parent
            }
            return nil
        }
        // Edges from what a phase's screens do: a way that makes another phase the root leads
        // from the one to the other.
        var edges: [String: [String]] = [:]
        for transition in transitions {
            guard let from = transition.from, let start = owner[from].flatMap(phase) else { continue }
            for target in transition.steps.filter({ $0.kind == "setRoot" }).map(\.target) where target != start && rootNames.contains(target) {
                if !(edges[start] ?? []).contains(target) { edges[start, default: []].append(target) }
            }
        }
        // Where the app's launch code goes: the way its flags' initial values take first, then
        // in the order it is written (`case .onboarding` first).
        let launch = launchOrder(root: root, phases: rootNames)
        var ranked = roots.map(\.name).sorted { (launch.order.firstIndex(of: $0) ?? Int.max) < (launch.order.firstIndex(of: $1) ?? Int.max) }
        if let first = launch.first { ranked = [first] + ranked.filter { $0 != first } }
        let order = Self.phaseOrder(ranked, edges: edges, first: launch.first)
        return order.map { name in
            ScannedApp.Phase(name: Self.phaseName(name, suffixes: suffixes), root: name, source: roots.first { $0.name == name }!.source)
        }
    }

    /// The phases the root coordinator's `start` reaches, way by way, in the order first reached;
    /// `first` is the one a plain launch (no deep link handed in, every flag as declared) surely
    /// reaches first, when its flags decide every fork on the way.
    private func launchOrder(root: String?, phases: Set<String>) -> (order: [String], first: String?) {
        guard let root, let (_, start) = roles.function("start", labels: nil, in: root) else { return ([], nil) }
        func reached(_ paths: [(steps: [ScannedStep], conditions: [String])]) -> [String] {
            var order: [String] = []
            for path in paths {
                // A phase begins where its root is set; started earlier (its `start()` running
                // onboarding first), where it is started only when nothing sets its root.
                var begins: [String: Int] = [:]
                for (index, step) in path.steps.enumerated() where step.kind == .setRoot && phases.contains(step.target) {
                    if begins[step.target] == nil { begins[step.target] = index }
                }
                for (index, step) in path.steps.enumerated() where step.kind == .startChild && phases.contains(step.target) {
                    if begins[step.target] == nil { begins[step.target] = index }
                }
                for phase in begins.sorted(by: { $0.value < $1.value }).map(\.key) where !order.contains(phase) { order.append(phase) }
            }
            return order
        }
        var absent: [String: Value] = [:]
        for parameter in start.parameters where parameter.type?.isOptional == true { absent[parameter.name] = .nothing }
        interpreter.initialValues = InitialValues(catalog: catalog)
        let plain = interpreter.enumeratePaths { interpreter.run(start, of: root, arguments: absent, follow: true).steps }
        interpreter.initialValues = nil
        let order = reached(interpreter.enumeratePaths { interpreter.run(start, of: root, follow: true).steps })
        return (order, plain.count == 1 ? reached(plain).first : nil)
    }

    /// The phases in an order every edge goes forward in where it can (a phase after each one
    /// leading to it), the launch's first phase first; where the edges go round in a circle (a
    /// sign-out leading back), the phase the latest placed one leads to goes next, else the
    /// earliest ranked phase left.
    static func phaseOrder(_ ranked: [String], edges: [String: [String]], first: String?) -> [String] {
        var remaining = ranked
        var order: [String] = []
        if let first, remaining.contains(first) {
            order.append(first)
            remaining.removeAll { $0 == first }
        }
        while !remaining.isEmpty {
            let entered = Set(remaining.flatMap { edges[$0] ?? [] })
            // In a circle, the phase a phase already placed leads to (the latest placed first):
            // after a tour leading to sign-in, sign-in comes before the home it leads to.
            let next = remaining.first { !entered.contains($0) }
                ?? order.reversed().lazy.compactMap { placed in remaining.first { (edges[placed] ?? []).contains($0) } }.first
                ?? remaining[0]
            order.append(next)
            remaining.removeAll { $0 == next }
        }
        return order
    }

    /// `AuthCoordinator` → `Auth`.
    static func phaseName(_ coordinator: String, suffixes: [String]) -> String {
        for suffix in suffixes.sorted(by: { $0.count > $1.count }) where coordinator.hasSuffix(suffix) && coordinator.count > suffix.count {
            return String(coordinator.dropLast(suffix.count))
        }
        return coordinator
    }
}
