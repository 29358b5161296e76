import SwiftSyntax

/// Back taken by UIKit's own back button, seen by the screen that leaves: `didMove(toParent:)`
/// with no parent, `viewDidDisappear` while `isMovingFromParent`, or its `deinit`, telling its
/// coordinator (`delegate?.aboutScreenDidClose()`). The user pops that screen off its stack, then
/// what the coordinator does runs.
extension Inference {
    func screenDepartures(_ facts: Facts) -> [(from: String, trigger: String, steps: [ScannedStep], source: SourceReference)] {
        var found: [(from: String, trigger: String, steps: [ScannedStep], source: SourceReference)] = []
        for name in catalog.order where roles.isScreen(name) {
            guard let type = catalog[name], type.kind == .class else { continue }
            for function in type.functions where Self.isDeparture(function) {
                guard let stack = stackShowing(name, facts) else { continue }
                for path in interpreter.enumeratePaths({ interpreter.run(function, of: name, follow: true).steps }) where !path.steps.isEmpty {
                    let steps = path.steps.contains { $0.kind == .pop } ? path.steps : [ScannedStep(kind: .pop, target: stack, source: function.source)] + path.steps
                    found.append((name, "Back", steps, function.source))
                }
            }
        }
        return found
    }

    /// `deinit`; `didMove(toParent:)` checking for no parent; `viewWillDisappear` or
    /// `viewDidDisappear` checking `isMovingFromParent`.
    private static func isDeparture(_ function: FunctionDecl) -> Bool {
        guard let body = function.body else { return false }
        switch function.name {
        case "deinit": return true
        case "didMove":
            // The parent it is handed is nil: `if parent == nil`, `guard parent != nil else { … }`.
            guard let parent = function.parameters.first?.name else { return false }
            let text = body.trimmedText
            return text.contains("\(parent) == nil") || text.contains("nil == \(parent)")
                || body.descendants(GuardStmtSyntax.self).contains { $0.conditions.trimmedText.contains("\(parent) != nil") }
        case "viewWillDisappear", "viewDidDisappear": return body.trimmedText.contains("isMovingFromParent")
        default: return false
        }
    }

    /// The coordinator that pushes `screen`, or whose stack it is the root of.
    private func stackShowing(_ screen: String, _ facts: Facts) -> String? {
        facts.shownScreens.first { $0.kind == .push && $0.screen == screen }?.coordinator
            ?? facts.stackRoots.keys.sorted().first { facts.stackRoots[$0]?.screens.contains(screen) == true }
    }
}
