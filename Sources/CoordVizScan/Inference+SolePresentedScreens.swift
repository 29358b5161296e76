import SwiftSyntax

/// Coordinators whose whole UI is one screen they present: a VIPER wireframe presenting its
/// module's screen over the one it is handed, a share coordinator presenting the activity sheet.
extension Inference {
    /// Makes the one screen a coordinator with no container of its own shows, always by
    /// presenting it and keeping it in a property (and which no other coordinator shows), that
    /// coordinator's container, presented (with the `modalPresentationStyle` its code sets on it,
    /// when one). A coordinator presenting a screen it does not keep owns no view controller.
    /// Returns the screens so adopted, with their coordinator.
    func adoptSolePresentedScreens() -> [String: String] {
        let facts = interpreter.facts
        var byCoordinator: [String: [ShownScreen]] = [:]
        var showers: [String: Set<String>] = [:]
        for shown in facts.shownScreens {
            byCoordinator[shown.coordinator, default: []].append(shown)
            showers[shown.screen, default: []].insert(shown.coordinator)
        }
        var adopted: [String: String] = [:]
        for name in catalog.order where roles.isCoordinator(name) {
            guard let shown = byCoordinator[name], let first = shown.first, Set(shown.map(\.screen)).count == 1,
                  shown.allSatisfy({ $0.kind == .present }), showers[first.screen] == [name],
                  facts.stackRoots[name] == nil, facts.plainScreens[name] == nil, facts.tabs[name] == nil, facts.splits[name] == nil,
                  facts.pages[name] == nil, facts.presentedContainers[name] == nil,
                  !facts.sharedNavigation.contains(where: { $0.child == name }),
                  keepsPresentedScreen(in: name, method: first.method) else { continue }
            interpreter.facts.plainScreens[name] = (first.screen, first.source)
            interpreter.facts.presentedContainers[name] = (presentationStyle(in: name, method: first.method), first.source)
            adopted[first.screen] = name
        }
        return adopted
    }

    /// Whether the presenting method keeps what it presents in a property of the coordinator
    /// (`presentedViewController = newViewController` after `present(newViewController, …)`).
    private func keepsPresentedScreen(in coordinator: String, method signature: String) -> Bool {
        guard let function = catalog[coordinator]?.functions.first(where: { $0.signature == signature }) else { return false }
        let presented = Set(function.calls.compactMap { call -> String? in
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard name == "present" else { return nil }
            return call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        })
        return function.sequences.contains { sequence in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let local = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text, presented.contains(local) else { return false }
            let property = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? elements[0].as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
            return property.map { roles.property($0, in: coordinator) != nil } == true
        }
    }

    /// The style the presenting method sets (`screen.modalPresentationStyle = .custom`), when it sets one.
    private func presentationStyle(in coordinator: String, method signature: String) -> String? {
        guard let function = catalog[coordinator]?.functions.first(where: { $0.signature == signature }) else { return nil }
        let styles = function.sequences.compactMap { sequence -> String? in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "modalPresentationStyle",
                  let style = elements[2].as(MemberAccessExprSyntax.self), style.base == nil else { return nil }
            return style.declName.baseName.text
        }
        return Set(styles).count == 1 ? styles.first : nil
    }

    /// A transition presenting a screen a coordinator owns this way starts that coordinator.
    static func startOwnersOfPresentedScreens(_ transitions: inout [ScannedApp.Transition], owners: [String: String]) {
        guard !owners.isEmpty else { return }
        for index in transitions.indices {
            for step in transitions[index].steps.indices where transitions[index].steps[step].kind == "present" {
                guard let owner = owners[transitions[index].steps[step].target],
                      !transitions[index].steps.contains(where: { $0.kind == "startChild" && $0.target == owner }) else { continue }
                transitions[index].steps[step] = ScannedApp.Step(kind: "startChild", target: owner)
            }
        }
    }
}
