import SwiftSyntax

/// Actions written in the arms of one branch — an `if` and its `else`, the cases of a `switch` —
/// are ways the code takes one of, not steps of one run: each way is a transition of its own
/// (`if tag { navigate(to: .tag) } else { navigate(to: .status) }` pushes one screen, not two).
extension Inference {
    /// The ways through actions found at nodes in the order written: nodes in different arms of
    /// one branch never share a way; a node may offer several ways itself (a method it calls
    /// that branches). At most `limit` ways.
    static func ways<Action>(through found: [(node: Syntax, ways: [[Action]])], limit: Int = 16) -> [[Action]] {
        var states: [[(index: Int, way: Int)]] = [[]]
        for (index, entry) in found.enumerated() where !entry.ways.isEmpty {
            var next: [[(index: Int, way: Int)]] = []
            var seen = Set<[Int]>()
            func add(_ state: [(index: Int, way: Int)]) {
                guard next.count < limit, seen.insert(state.flatMap { [$0.index, $0.way] }).inserted else { return }
                next.append(state)
            }
            for state in states {
                let compatible = state.filter { !exclusive(found[$0.index].node, entry.node) && !leaves(found[$0.index].node, before: entry.node) }
                if compatible.count < state.count { add(state) }
                for way in entry.ways.indices { add(compatible + [(index, way)]) }
            }
            states = next
        }
        return states.filter { !$0.isEmpty }.map { state in state.flatMap { found[$0.index].ways[$0.way] } }
    }

    /// Whether the code leaves between an earlier node and a later one: a `return` or `throw`
    /// after the earlier node in a block that does not hold the later one (`if tag {
    /// navigate(to: .tag); return }` then `navigate(to: .status)`). Not past a closure, whose
    /// `return` leaves only itself.
    static func leaves(_ earlier: Syntax, before later: Syntax) -> Bool {
        var child = earlier
        var node = earlier.parent
        while let current = node {
            if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) || current.is(AccessorBlockSyntax.self) { return false }
            if later.position >= current.position, later.endPosition <= current.endPosition { return false }
            if let block = current.as(CodeBlockItemListSyntax.self) {
                let after = block.filter { $0.position >= child.endPosition }
                if after.contains(where: { $0.item.is(ReturnStmtSyntax.self) || $0.item.is(ThrowStmtSyntax.self) }) { return true }
            }
            child = current
            node = current.parent
        }
        return false
    }

    /// Whether two nodes sit in different arms of one `if` or `switch`.
    static func exclusive(_ a: Syntax, _ b: Syntax) -> Bool {
        var pathToA: [SyntaxIdentifier: SyntaxIdentifier] = [:]
        var child = a
        var node = a.parent
        while let current = node {
            pathToA[current.id] = child.id
            child = current
            node = current.parent
        }
        child = b
        node = b.parent
        while let current = node {
            if let childA = pathToA[current.id] {
                guard childA != child.id else { return false }
                if current.is(SwitchCaseListSyntax.self) { return true }
                if let ifExpr = current.as(IfExprSyntax.self) { return ![childA, child.id].contains(ifExpr.conditions.id) }
                return false
            }
            child = current
            node = current.parent
        }
        return false
    }
}
