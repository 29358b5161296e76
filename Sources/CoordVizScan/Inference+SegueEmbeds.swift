import SwiftSyntax

/// Screens a storyboard embeds in a container view of another screen: the holder's
/// `prepare(for:sender:)` takes the segue's destination (`segue.destination as? ResultsViewController`)
/// and keeps it in a property of its own, as a container's child is kept; a screen shown by a
/// segue is not kept by the screen it leaves. What the user does in the embedded screen happens
/// on the holder.
extension Inference {
    func noteSegueEmbeddedScreens() {
        for holder in catalog.order where roles.isScreen(holder) {
            guard let type = catalog[holder] else { continue }
            for function in type.functions where function.name == "prepare" && function.parameters.first?.label == "for" {
                guard let body = function.body else { continue }
                for (local, embedded) in Self.segueDestinations(in: body) where roles.isScreen(embedded) && embedded != holder {
                    guard Self.keeps(local, in: body, as: type), interpreter.facts.embedded[embedded] == nil else { continue }
                    interpreter.facts.embedded[embedded] = holder
                }
            }
        }
    }

    /// `if let results = segue.destination as? ResultsViewController`, `let x = segue.destination as! X`:
    /// each local bound to a destination, with the type it is cast to.
    private static func segueDestinations(in body: CodeBlockItemListSyntax) -> [(local: String, type: String)] {
        var found: [(local: String, type: String)] = []
        func read(_ name: String, _ value: ExprSyntax?) {
            guard let sequence = value?.as(SequenceExprSyntax.self) else { return }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[0].trimmedText.hasSuffix(".destination"), elements[1].is(UnresolvedAsExprSyntax.self),
                  let type = elements[2].as(TypeExprSyntax.self).flatMap({ TypeText($0.type)?.name }) else { return }
            found.append((name, type))
        }
        for binding in body.descendants(OptionalBindingConditionSyntax.self) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { read(name, binding.initializer?.value) }
        }
        for binding in body.descendants(PatternBindingSyntax.self) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { read(name, binding.initializer?.value) }
        }
        return found
    }

    /// Whether the body assigns `local` to a stored property of the screen (`resultsController = results`).
    private static func keeps(_ local: String, in body: CodeBlockItemListSyntax, as type: TypeDecl) -> Bool {
        body.descendants(SequenceExprSyntax.self).contains { sequence in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].trimmedText == local else { return false }
            var target = elements[0].trimmedText
            if target.hasPrefix("self.") { target.removeFirst(5) }
            return type.property(target) != nil
        }
    }
}
