import SwiftSyntax

/// A sheet that closes itself through the binding its presenter hands it: `.sheet(isPresented:
/// $showEditor) { EditorView(isPresented: $showEditor) }`, and in the view
/// `@Binding var isPresented: Bool` set to `false` by its Done button — a dismiss, like `dismiss()`.
extension Inference {
    /// View → the `Bool` parameters some code hands a `$` binding (`EditorView(isPresented: $x)`).
    func handedBindings() -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for name in catalog.order {
            for body in bodies(of: name) {
                for call in body.descendants(FunctionCallExprSyntax.self) {
                    guard let view = Roles.hostName(of: call), catalog[view]?.kind == .struct else { continue }
                    let presented = PlainNavigationSyntax.enclosingContent(of: Syntax(call)).map { $0.hasPrefix(".") && $0 != ".navigationDestination" } == true
                    for argument in call.arguments {
                        guard let label = argument.label?.text, argument.expression.trimmedText.hasPrefix("$") else { continue }
                        // A binding that shows the view (not a toggle's value): handed where a
                        // sheet shows the view, or named for it.
                        let named = ["present", "show", "visible", "open"].contains { label.lowercased().contains($0) }
                        guard presented || named else { continue }
                        found[view, default: []].insert(label)
                    }
                }
            }
        }
        return found
    }

    /// The `Bool` properties of a view that a presenter binds: setting one to `false` dismisses it.
    func dismissingBindings(of type: TypeDecl, handed: [String: Set<String>]) -> Set<String> {
        guard let labels = handed[type.name] else { return [] }
        return Set(type.properties.filter { property in
            !property.isStatic && property.getter == nil && property.initializer == nil && property.type?.name == "Bool" && labels.contains(property.name)
        }.map(\.name))
    }

    /// `isPresented = false` (or `self.isPresented = false`) for one of those properties.
    static func setsFalse(_ sequence: SequenceExprSyntax, oneOf properties: Set<String>) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].trimmedText == "false" else { return false }
        let target = elements[0].trimmedText.replacingOccurrences(of: "self.", with: "")
        return properties.contains(target)
    }
}
