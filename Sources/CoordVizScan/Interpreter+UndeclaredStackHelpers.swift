import SwiftSyntax

extension Interpreter {
    /// An app's own method on a navigation controller that the sources do not declare (it lives
    /// in a package or a framework left out of the scan), named for what it does and handed a
    /// screen: `navigationController.pushWithFadeAnimation(with: vc, animationDuration: 0.3)`,
    /// `pushOrReplaceTopViewController(with: vc)`, `presentAsSheet(vc)`. Read by its name as a
    /// push or a present of that screen, and said so in the report; on a screen
    /// (`navigationController.visibleViewController?.presentBottomSheet(vc)`), a present. Returns
    /// whether it was.
    func readUndeclaredStackHelper(
        _ method: String, on base: Value, arguments: [Value], navigationOwner: String?, _ call: FunctionCallExprSyntax, _ frame: inout Frame
    ) -> Bool {
        guard let kind = Self.stackHelperKind(method), navigationExtensionMethod(method, labels: [], arguments: arguments) == nil,
              let screen = arguments.lazy.compactMap({ self.screenType(of: $0) }).first else { return false }
        // On a stack either; on a screen (`visibleViewController?.presentBottomSheet(vc)`) only a present.
        switch base {
        case .navigation: break
        case .instance(let name) where kind == .present && (roles.isScreen(name) || name == "UIViewController"): break
        default: return false
        }
        let source = reference(call, frame)
        switch kind {
        case .push:
            noteFilled(navigationOwner)
            frame.steps.append(ScannedStep(kind: .push, target: screen, source: source))
            notePush(screen, owner: navigationOwner, source: source, &frame)
            noteShown(.push, screen, source: source, frame)
        default:
            frame.steps.append(ScannedStep(kind: .present, target: screen, source: source))
            noteShown(.present, screen, source: source, frame)
        }
        if !frame.follow {
            unresolved(call, frame, "\(method)(…) is not declared in the sources: read by its name as a \(kind.rawValue) of \(screen)")
        }
        return true
    }

    /// `pushWithFadeAnimation` → push, `presentBottomSheet` → present: a method named for a push
    /// or a present, as a word of its own (`pushed`, `presenter` and `presentation…` are not).
    static func stackHelperKind(_ method: String) -> ScannedStep.Kind? {
        for (prefix, kind) in [("push", ScannedStep.Kind.push), ("present", .present)] where method.hasPrefix(prefix) {
            let rest = method.dropFirst(prefix.count)
            guard let next = rest.first, next.isUppercase else { continue }
            return kind
        }
        return nil
    }
}
