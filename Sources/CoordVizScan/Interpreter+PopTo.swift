import SwiftSyntax

/// `popToViewController(_:animated:)`: the spec's pop steps, when the screen popped to says which.
extension Interpreter {
    /// Pops to the stack's first screen (`viewControllers.first`, `[0]`, the root screen itself) are
    /// `popToRoot`; pops to the screen under the top one (`viewControllers[count - 2]`) are `pop`.
    /// Any other screen is left out and reported: the spec has no step for it.
    func popTo(_ call: FunctionCallExprSyntax, _ target: Value, owner: String, source: SourceReference, _ frame: inout Frame) {
        guard frame.follow else { return }
        let text = call.arguments.first?.expression.trimmedDescription.filter { !$0.isWhitespace } ?? ""
        if Self.namesFirstScreen(text) || isStackRoot(target, of: owner) {
            frame.steps.append(ScannedStep(kind: .popToRoot, target: owner, source: source))
        } else if Self.namesScreenUnderTop(text) {
            frame.steps.append(ScannedStep(kind: .pop, target: owner, source: source))
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
}
