/// A coordinator handing itself to a screen the sources do not declare (`browser.navigationHandler
/// = self`): the screen's code is not read, but what it can ask is — the methods of the protocol
/// that property is named after, which the coordinator adopts. Each one the coordinator implements
/// is an action of that screen; the report says the screen's code was not read.
extension Inference {
    /// One method of a coordinator an undeclared screen can call through the handler it was handed.
    struct HandedHandlerAction {
        var screen: String
        var coordinator: String
        var function: FunctionDecl
        var trigger: String
    }

    /// The actions of every undeclared screen a coordinator handed itself to, in the order the
    /// handings were read; a report line for each handing, saying what was assumed or why nothing was.
    func handedHandlerActions(_ facts: Facts) -> [HandedHandlerAction] {
        var actions: [HandedHandlerAction] = []
        for handed in facts.handedHandlers {
            let protocols = handlerProtocols(handed)
            guard protocols.count == 1, let chosen = protocols.first else {
                if protocols.count > 1 {
                    interpreter.facts.unresolved.append((handed.source, "\(handed.coordinator) hands itself to \(handed.screen) as \(handed.label), and the sources do not declare \(handed.screen): which of \(protocols.joined(separator: ", ")) it calls through that is not known, so none of its actions are read"))
                }
                continue
            }
            var seen: Set<String> = []
            var implemented: [String] = []
            for requirement in requirements(of: chosen) where seen.insert(requirement.signature).inserted {
                guard let (_, function) = roles.function(requirement.name, labels: requirement.parameters.map(\.label), in: handed.coordinator),
                      function.body != nil, !function.isStatic else { continue }
                actions.append(.init(screen: handed.screen, coordinator: handed.coordinator, function: function, trigger: requirement.signature))
                implemented.append(requirement.signature)
            }
            guard !implemented.isEmpty else { continue }
            interpreter.facts.unresolved.append((handed.source, "\(handed.screen) is not in the sources; \(handed.coordinator) hands itself to it as \(handed.label): each \(chosen) method it implements (\(implemented.count)) is read as an action of \(handed.screen), with no condition (when the screen calls them is not known)"))
        }
        return actions
    }

    /// A coordinator whose root screen is one of the undeclared screens it hands itself to
    /// (`AppSettingsTableViewController(settingsDelegate: self)`) through a protocol the sources do
    /// not declare either: its methods that navigate and that nothing the scan reads calls are
    /// read as actions of that root screen (which screen of the flow calls each is not known; the
    /// report says so). Methods already read as another handed screen's actions are not.
    func rootScreenLeftoverActions(_ facts: Facts, taken: [HandedHandlerAction]) -> [HandedHandlerAction] {
        var actions: [HandedHandlerAction] = []
        var called: Set<String>?
        let coordinators = facts.handedHandlers.reduce(into: [String]()) { if !$0.contains($1.coordinator) { $0.append($1.coordinator) } }
        for coordinator in coordinators {
            guard let root = facts.stackRoots[coordinator]?.screens.first ?? facts.plainScreens[coordinator]?.screen,
                  let handed = facts.handedHandlers.first(where: { $0.coordinator == coordinator && $0.screen == root }),
                  handlerProtocols(handed).isEmpty, let type = catalog[coordinator] else { continue }
            let names = called ?? calledNames()
            called = names
            let takenHere = Set(taken.filter { $0.coordinator == coordinator }.map(\.function.signature))
            let leftovers = type.functions.filter { function in
                !function.isStatic && function.body != nil && !Self.lifecycle.contains(function.name) && !function.name.hasPrefix("start")
                    && !names.contains(function.name) && !Self.isPrivate(function) && !takenHere.contains(function.signature)
                    && !interpreter.run(function, of: coordinator, follow: true).steps.isEmpty
            }
            guard !leftovers.isEmpty else { continue }
            actions += leftovers.map { .init(screen: root, coordinator: coordinator, function: $0, trigger: $0.signature) }
            interpreter.facts.rootScreenActions.formUnion(leftovers.map { "\(coordinator).\($0.signature)" })
            interpreter.facts.unresolved.append((handed.source, "\(root) is not in the sources; \(coordinator) hands itself to it as \(handed.label) through a protocol the sources do not declare: \(leftovers.count == 1 ? "its one method that navigates and that nothing the scan reads calls is read as an action" : "its \(leftovers.count) methods that navigate and that nothing the scan reads calls are read as actions") of \(root), its root screen (another screen of its flow may be the one calling \(leftovers.count == 1 ? "it" : "each"))"))
        }
        return actions
    }

    /// The protocols the coordinator adopts that the label names: the one spelled as the label
    /// (`browserDelegate` → `BrowserDelegate`), else those ending in it (`navigationHandler` →
    /// `BrowserNavigationHandler`), the most derived of them, and among several those named after
    /// the screen (`TabTrayDelegate` for `TabTrayViewController`). A screen handed its coordinator
    /// as `coordinator` calls the one protocol the coordinator adopts besides coordinator ones.
    /// A name the sources do not declare may be the one meant: it is chosen, with no methods to read.
    private func handlerProtocols(_ handed: Facts.HandedHandler) -> [String] {
        let label = handed.label.lowercased()
        let adopted = adoptedProtocols(of: handed.coordinator).filter { name in
            catalog[name].map { $0.kind == .protocol } ?? true && !roles.coordinatorSuffixes.contains(where: name.hasSuffix)
        }
        let exact = adopted.filter { $0.lowercased() == label }
        if exact.count == 1 { return exact.filter { catalog[$0] != nil } }
        let matching = adopted.filter { $0.lowercased().hasSuffix(label) }
        let named = matching.filter { candidate in !matching.contains { $0 != candidate && requirementOwners(of: $0).contains(candidate) } }
        if named.isEmpty, roles.coordinatorSuffixes.contains(where: { $0.lowercased() == label }) {
            let own = (catalog[handed.coordinator]?.inherits ?? []).filter { catalog[$0]?.kind == .protocol && adopted.contains($0) }
            return own.count == 1 ? own : []
        }
        guard named.count > 1 else { return named.filter { catalog[$0] != nil } }
        let full = named.filter { $0.lowercased().hasPrefix(handed.screen.lowercased()) }
        if full.count == 1 { return full.filter { catalog[$0] != nil } }
        let stem = Self.screenStem(handed.screen).lowercased()
        let screenNamed = named.filter { !stem.isEmpty && $0.lowercased().hasPrefix(stem) }
        if screenNamed.count == 1 { return screenNamed.filter { catalog[$0] != nil } }
        return screenNamed.isEmpty ? named : screenNamed
    }

    /// Every protocol a type adopts, through its superclasses and the protocols it adopts, in the
    /// order written: those the sources declare, and names they do not declare.
    private func adoptedProtocols(of type: String) -> [String] {
        inheritanceWalk(from: type) { _ in true }.dropFirst().filter { catalog[$0].map { $0.kind == .protocol } ?? true }
    }

    /// A protocol and the protocols it inherits that the sources declare.
    private func requirementOwners(of protocolName: String) -> [String] {
        inheritanceWalk(from: protocolName) { $0.kind == .protocol }.filter { catalog[$0]?.kind == .protocol }
    }

    /// The names reached from `start` (first) through what each declared type it enters inherits,
    /// breadth first, each once.
    private func inheritanceWalk(from start: String, entering: (TypeDecl) -> Bool) -> [String] {
        var reached: [String] = []
        var queue = [start]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            reached.append(next)
            if let decl = catalog[next], entering(decl) { queue += decl.inherits }
        }
        return reached
    }

    /// A protocol's own methods, then those of the protocols it inherits that the sources declare.
    private func requirements(of protocolName: String) -> [FunctionDecl] {
        requirementOwners(of: protocolName).flatMap { owner in
            (catalog[owner]?.functions ?? []).filter { !$0.isStatic && $0.name != "init" }
        }
    }

    /// `TabTrayViewController` → `TabTray`: a screen's name without the kind of screen it is.
    static func screenStem(_ screen: String) -> String {
        for suffix in ["ViewController", "Controller", "Screen", "View"] where screen.hasSuffix(suffix) && screen.count > suffix.count {
            return String(screen.dropLast(suffix.count))
        }
        return screen
    }
}
