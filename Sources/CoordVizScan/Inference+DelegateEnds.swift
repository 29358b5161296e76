import SwiftSyntax

/// Flows UIKit ends on the user's behalf and tells a delegate about: Back through a navigation
/// controller whose delegate (`navigationController(_:didShow:animated:)`) lets go of a child, and
/// a sheet pulled down (`presentationControllerDidDismiss(_:)`) ending the flow presented in it.
extension Inference {
    /// The delegate methods that end a flow, by signature (name and argument labels).
    static let backDelegateSignature = "navigationController(_:didShow:animated:)"
    static let sheetDelegateSignature = "presentationControllerDidDismiss(_:)"

    /// Whether `function` is the navigation controller delegate's `didShow`.
    private static func isBackDelegate(_ function: FunctionDecl) -> Bool {
        function.signature == backDelegateSignature
    }

    /// The transitions these delegate methods make, each with the screen the user leaves.
    func delegateEnds(_ facts: Facts) -> [(from: String, trigger: String, steps: [ScannedStep], source: SourceReference)] {
        var found: [(from: String, trigger: String, steps: [ScannedStep], source: SourceReference)] = []
        for name in catalog.order where roles.isCoordinatorLike(name) || isSeparateBackDelegate(name) {
            guard let type = catalog[name], type.kind != .protocol else { continue }
            guard roles.isCoordinatorLike(name) else {
                found += separateBackEnds(type, facts)
                continue
            }
            for function in type.functions where function.body != nil {
                if isInheritedDelegateEnd(function, in: name) { continue }
                if Self.isBackDelegate(function) {
                    found += backEnds(function, delegate: name, facts)
                } else if function.signature == Self.sheetDelegateSignature {
                    found += sheetEnds(function, presented: name, facts)
                }
            }
        }
        return found
    }

    /// A type that is neither a coordinator nor a screen but implements the Back delegate method
    /// and talks to coordinators in it (`coordinator.childCoordinators[fromVC]?.didFinish?()`).
    private func isSeparateBackDelegate(_ name: String) -> Bool {
        guard !roles.isScreen(name), let type = catalog[name], type.kind != .protocol else { return false }
        return type.functions.contains { function in
            Self.isBackDelegate(function) && (function.body?.trimmedText.lowercased().contains("coordinator") ?? false)
        }
    }

    /// Back: each way of `didShow` that finishes a child is the user popping that child's first
    /// screen off the delegate's stack; the pop comes first, then what the delegate does.
    private func backEnds(_ function: FunctionDecl, delegate: String, _ facts: Facts) -> [(from: String, trigger: String, steps: [ScannedStep], source: SourceReference)] {
        var found: [(from: String, trigger: String, steps: [ScannedStep], source: SourceReference)] = []
        for path in interpreter.enumeratePaths({ interpreter.run(function, of: delegate, follow: true).steps }) {
            guard let finished = path.steps.first(where: { $0.kind == .finish })?.target else { continue }
            guard let from = firstScreen(of: finished, facts) ?? castScreen(in: function, facts) else {
                interpreter.facts.unresolved.append((function.source, "\(delegate)'s navigationController(_:didShow:animated:) finishes \(finished) on Back, but the scan cannot tell the screen popped: the Back transition is left out"))
                continue
            }
            // One screen leaves at a time: a way that would let go of a second child is the first's.
            let second = path.steps.firstIndex { $0.kind == .finish && $0.target != finished } ?? path.steps.endIndex
            let pop = ScannedStep(kind: .pop, target: delegate, source: function.source)
            found.append((from, function.signature, [pop] + path.steps[..<second], function.source))
        }
        return found
    }

    /// A sheet pulled down: what the presented coordinator's delegate method does, from the first
    /// screen of its stack.
    private func sheetEnds(_ function: FunctionDecl, presented: String, _ facts: Facts) -> [(from: String, trigger: String, steps: [ScannedStep], source: SourceReference)] {
        var found: [(from: String, trigger: String, steps: [ScannedStep], source: SourceReference)] = []
        for path in interpreter.enumeratePaths({ interpreter.run(function, of: presented, follow: true).steps }) where !path.steps.isEmpty {
            guard let from = firstScreen(of: presented, facts) else {
                interpreter.facts.unresolved.append((function.source, "\(presented)'s presentationControllerDidDismiss(_:) ends its flow, but the scan found no screen of its own to pull down: the transition is left out"))
                continue
            }
            found.append((from, function.signature, path.steps, function.source))
        }
        return found
    }

    /// The screen a coordinator shows first: its stack's root or its one screen.
    private func firstScreen(of coordinator: String, _ facts: Facts) -> String? {
        facts.stackRoots[coordinator]?.screens.first ?? facts.plainScreens[coordinator]?.screen
    }

    /// The one screen type a delegate method casts the shown or leaving screen to (`as? BuyViewController`).
    private func castScreen(in function: FunctionDecl, _ facts: Facts) -> String? {
        guard let body = function.body else { return nil }
        var screens: [String] = []
        // Unfolded, `x as? T` is a sequence: the expression, `as?`, then the type.
        for sequence in body.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            for (index, element) in elements.enumerated() where element.is(UnresolvedAsExprSyntax.self) && index + 1 < elements.count {
                let name = elements[index + 1].trimmedText
                if roles.isScreen(name), !screens.contains(name) { screens.append(name) }
            }
        }
        return screens.count == 1 ? screens[0] : nil
    }
}

extension Inference {
    /// An action that pops a screen off a stack whose delegate lets go of a child when that screen
    /// leaves (a Back transition from the same screen, popping the same stack) lets go of it too:
    /// the delegate's steps after the pop are added, each once.
    func chainDelegateBack(_ transitions: inout [ScannedApp.Transition]) {
        let trigger = Self.backDelegateSignature
        let backs = transitions.filter { $0.trigger == trigger && $0.steps.first?.kind == "pop" }
        guard !backs.isEmpty else { return }
        for index in transitions.indices where transitions[index].trigger != trigger {
            guard let last = transitions[index].steps.last, ["pop", "popToRoot"].contains(last.kind),
                  let back = backs.first(where: { $0.from == transitions[index].from && $0.steps[0].target == last.target }) else { continue }
            for step in back.steps.dropFirst() where !transitions[index].steps.contains(step) {
                transitions[index].steps.append(step)
            }
        }
    }
}
