import SwiftSyntax

/// `ProfileModel(coordinatorDelegate: self)` where the model's type (and the delegate protocol it
/// calls) are declared elsewhere: which of the coordinator's methods that type calls, and when, is
/// not in the sources. Said in the report, so those flows are never silently missing.
extension Inference {
    /// One report line for each place a coordinator hands itself as a delegate to the initializer
    /// of a type the sources do not declare, while it adopts a protocol they do not declare either
    /// and has methods that navigate but that nothing the scan reads calls (code declared elsewhere, such as
    /// that delegate, may).
    func undeclaredDelegateHandings() -> [ScannedApp.Unresolved] {
        var called: Set<String>?
        var found: [ScannedApp.Unresolved] = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .class || type.kind == .struct, roles.isCoordinatorLike(name),
                  type.inherits.contains(where: { catalog[$0] == nil && $0 != "NSObject" }) else { continue }
            let handings = type.functions.flatMap { function in
                function.calls.compactMap { call in delegateHanding(call).map { ($0.label, $0.receiver, catalog.reference(call, in: function.source.path)) } }
            }
            guard !handings.isEmpty else { continue }
            let names = called ?? calledNames()
            called = names
            let navigating = type.functions.filter { function in
                !function.isStatic && function.body != nil && !Self.lifecycle.contains(function.name) && function.name != "start"
                    && !names.contains(function.name) && !Self.isPrivate(function) && !interpreter.facts.rootScreenActions.contains("\(name).\(function.signature)")
                    && !interpreter.run(function, of: name, follow: true).steps.isEmpty
            }
            guard !navigating.isEmpty else { continue }
            let methods = navigating.map(\.signature).joined(separator: ", ")
            let (verb, pronoun) = navigating.count == 1 ? ("navigates", "it") : ("navigate", "them")
            for (label, receiver, source) in handings {
                found.append(.init(source: source, message: "\(name) hands itself as \(label) to \(receiver), which the sources do not declare: \(methods) \(verb) but nothing the scan reads calls \(pronoun) (code declared elsewhere, such as that delegate, may; when is not known): left out"))
            }
        }
        return found
    }

    /// `Receiver(…, someDelegate: self, …)` where `Receiver` is not declared: the label and type.
    private func delegateHanding(_ call: FunctionCallExprSyntax) -> (label: String, receiver: String)? {
        guard let receiver = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, receiver.first?.isUppercase == true,
              catalog[receiver] == nil, !suffixes.contains(where: { receiver.hasSuffix($0) }) else { return nil }
        for argument in call.arguments {
            guard let label = argument.label?.text, label.lowercased().hasSuffix("delegate"), argument.expression.trimmedText == "self" else { continue }
            return (label, receiver)
        }
        return nil
    }

    /// Every name the bodies and property initializers of the sources refer to.
    func calledNames() -> Set<String> {
        var names: Set<String> = []
        for name in catalog.order {
            guard let type = catalog[name] else { continue }
            let bodies = type.functions.compactMap { $0.body.map(Syntax.init) } + type.properties.compactMap { $0.initializer.map(Syntax.init) }
            for body in bodies {
                for reference in body.descendants(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
            }
        }
        return names
    }

    /// `private func …`, `fileprivate func …`: no other type can call it.
    static func isPrivate(_ function: FunctionDecl) -> Bool {
        guard let declaration = function.body?.parent?.parent?.as(FunctionDeclSyntax.self) else { return false }
        return declaration.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }
}
