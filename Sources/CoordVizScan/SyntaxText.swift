import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the leading trivia of its first token and the trailing
    /// trivia of its last: the same text as swift-syntax's `trimmedDescription`, read straight
    /// from the tree's bytes instead of from two rebuilt copies of the node (which made that
    /// property a tenth of a scan's time).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension ExprSyntax {
    /// `x` of `x?`, `x!`, `x?!`: the expression without the optional marks after it.
    var unwrapped: ExprSyntax {
        var current = self
        while let inner = current.as(OptionalChainingExprSyntax.self)?.expression ?? current.as(ForceUnwrapExprSyntax.self)?.expression {
            current = inner
        }
        return current
    }

    /// `name` or `self.name`: the member of the running type an expression names, if it is one
    /// of those two spellings (a local of that name is the caller's to rule out).
    var ownMemberName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" { return member.declName.baseName.text }
        return nil
    }
}
