import SwiftSyntax

/// Back seen by a navigation controller delegate that is an object of its own, not a coordinator
/// (`NavigationDelegate(coordinator: self)` made by each coordinator owning a stack): in
/// `navigationController(_:didShow:animated:)` it looks the screen leaving up in the coordinator's
/// children (`coordinator.childCoordinators[fromVC]?.didFinish?()`) and lets that child go.
extension Inference {
    typealias DelegateEnd = (from: String, trigger: String, steps: [ScannedStep], source: SourceReference)

    /// The Back transitions of a separate delegate type: for each coordinator that makes it with
    /// itself each child pushing onto that coordinator's
    /// stack, popped with Back. What cannot be read is reported, never dropped silently.
    func separateBackEnds(_ type: TypeDecl, _ facts: Facts) -> [DelegateEnd] {
        guard let function = type.functions.first(where: { $0.signature == Self.backDelegateSignature && $0.body != nil }) else { return [] }
        let holders = type.properties.filter { property in
            property.type.map { roles.isCoordinatorLike($0.name) } == true
        }
        var found: [DelegateEnd] = []
        for installer in installers(of: type.name) {
            let bound = Dictionary(uniqueKeysWithValues: holders.map { ($0.name, Value.instance(installer)) })
            for child in backChildren(of: installer, facts) {
                interpreter.leavingChild = child.name
                defer { interpreter.leavingChild = nil }
                for path in interpreter.enumeratePaths({ interpreter.run(function, of: type.name, arguments: bound, follow: true).steps }) {
                    guard path.steps.contains(where: { $0.kind == .finish && $0.target == child.name }) else { continue }
                    let pop = ScannedStep(kind: .pop, target: installer, source: function.source)
                    // Back already took the screen off: the child's own pop of it has nothing left to do.
                    let after = path.steps.filter { !($0.kind == .pop && $0.target == installer) }
                    found.append((child.screen, function.signature, [pop] + after, function.source))
                }
            }
        }
        if found.isEmpty {
            interpreter.facts.unresolved.append((function.source, "\(type.name), a navigation controller delegate that is not a coordinator, looks up a coordinator in navigationController(_:didShow:animated:) to end its flow on Back, but the scan cannot tell which coordinator installs it or which child it lets go of: the Back transition is left out"))
        }
        return found
    }

    /// The coordinators a delegate type works for: those that make it handing it `self`.
    private func installers(of delegate: String) -> [String] {
        var found: [String] = []
        for name in catalog.order where roles.isCoordinatorLike(name) && roles.concrete(name) == [name] {
            guard let type = catalog[name] else { continue }
            let bodies: [Syntax] = type.functions.compactMap { $0.body.map(Syntax.init) }
                + type.properties.flatMap { [$0.getter.map(Syntax.init), $0.initializer.map(Syntax.init)].compactMap { $0 } }
            let makesIt = bodies.contains { body in
                // `lazy var tracker = Tracker(coordinator: self)`: the initializer is the call itself.
                ([body.as(FunctionCallExprSyntax.self)].compactMap { $0 } + body.descendants(FunctionCallExprSyntax.self)).contains { call in
                    call.calledExpression.trimmedText == delegate && call.arguments.contains { $0.expression.trimmedText == "self" }
                }
            }
            if makesIt { found.append(name) }
        }
        return found
    }

    /// The children of `owner` that push their first screen onto its stack after it is shown (not
    /// its root screen): the ones Back can let go of, with that screen.
    private func backChildren(of owner: String, _ facts: Facts) -> [(name: String, screen: String)] {
        let root = facts.stackRoots[owner]?.screens.first
        var found: [(name: String, screen: String)] = []
        for child in facts.children where child.parent == owner && !found.contains(where: { $0.name == child.child }) {
            guard facts.sharedNavigation.contains(.init(child: child.child, navigationOwner: owner)),
                  let screen = facts.stackRoots[child.child]?.screens.first ?? facts.plainScreens[child.child]?.screen,
                  screen != root else { continue }
            found.append((child.child, screen))
        }
        return found
    }
}
