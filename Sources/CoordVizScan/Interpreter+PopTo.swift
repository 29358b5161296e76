import Foundation
import SwiftSyntax

/// `popToViewController(_:animated:)`: the spec's pop steps, when the screen popped to says which.
extension Interpreter {
    /// Pops to the stack's first screen (`viewControllers.first`, `[0]`, the root screen itself) are
    /// `popToRoot`; pops to the screen under the top one (`viewControllers[count - 2]`) are `pop`.
    /// A pop to the screen that was on top when the coordinator was made (kept in a property its
    /// initializer set from `topViewController` or `viewControllers.last`) pops all of the
    /// coordinator's own screens: its flow `finish`es. Any other screen is left out and reported.
    func popTo(_ call: FunctionCallExprSyntax, _ target: Value, owner: String, source: SourceReference, _ frame: inout Frame) {
        guard frame.follow else { return }
        let text = call.arguments.first?.expression.trimmedText.filter { !$0.isWhitespace } ?? ""
        if Self.namesFirstScreen(text) || isStackRoot(target, of: owner) {
            frame.steps.append(ScannedStep(kind: .popToRoot, target: owner, source: source))
        } else if Self.namesScreenUnderTop(text) {
            frame.steps.append(ScannedStep(kind: .pop, target: owner, source: source))
        } else if capturesEntryScreen(Self.boundName(text, around: call), of: frame.selfType) {
            frame.steps.append(ScannedStep(kind: .finish, target: frame.selfType, source: source))
        } else {
            unresolved(call, frame, "popToViewController(\(text)) pops to a screen the scan cannot place in the stack (not its first, not the one under the top): the pop is left out of the transition")
        }
    }

    /// `nav.viewControllers.first`, `viewControllers[0]`, `viewControllers.first!`.
    static func namesFirstScreen(_ text: String) -> Bool {
        let trimmed = text.hasSuffix("!") ? String(text.dropLast()) : text
        return trimmed.hasSuffix("viewControllers.first") || trimmed.hasSuffix("viewControllers[0]")
    }

    /// `viewControllers[viewControllers.count - 2]`, `viewControllers.dropLast().last`.
    static func namesScreenUnderTop(_ text: String) -> Bool {
        let trimmed = text.hasSuffix("!") ? String(text.dropLast()) : text
        return trimmed.hasSuffix("viewControllers.count-2]") || trimmed.hasSuffix("viewControllers.dropLast().last")
    }

    /// Whether a value is the screen a coordinator's stack starts with.
    private func isStackRoot(_ value: Value, of owner: String) -> Bool {
        guard let screen = screenType(of: value), let root = facts.stackRoots[owner]?.screens.first else { return false }
        return screen == root
    }

    /// The name a local was bound from (`if let vc = initialViewController`, `guard let vc = self.x`),
    /// or the name itself when no optional binding in the enclosing function binds it.
    static func boundName(_ name: String, around node: some SyntaxProtocol) -> String {
        var scope: Syntax? = Syntax(node)
        while let current = scope, !current.is(FunctionDeclSyntax.self), !current.is(ClosureExprSyntax.self) { scope = current.parent }
        guard let scope else { return name }
        for binding in scope.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.as(OptionalBindingConditionSyntax.self) })
        where binding.pattern.trimmedText == name {
            return binding.initializer?.value.trimmedText ?? name
        }
        return name
    }

    /// Whether `property` (or `self.property`) is set in an initializer of `owner` from the screen
    /// on top of a navigation stack at that moment.
    func capturesEntryScreen(_ property: String, of owner: String) -> Bool {
        let name = property.hasPrefix("self.") ? String(property.dropFirst(5)) : property
        guard !name.contains("."), let type = catalog.types[owner], type.property(name) != nil else { return false }
        for initializer in type.functions where initializer.name == "init" {
            guard let body = initializer.body else { continue }
            for sequence in body.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(AssignmentExprSyntax.self)?.parent?.parent?.as(SequenceExprSyntax.self) }) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, [name, "self." + name].contains(elements[0].trimmedText) else { continue }
                let value = elements[2].trimmedText.filter { !$0.isWhitespace }.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
                if value.hasSuffix(".topViewController") || value.hasSuffix(".viewControllers.last") || value.hasSuffix(".visibleViewController") { return true }
            }
        }
        return false
    }
}
