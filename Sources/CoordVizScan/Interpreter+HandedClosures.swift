import SwiftSyntax

/// `presentWithModalDismissIfNeeded { self.handleSettings(…) }`: a closure handed to one of the
/// running type's own methods, which calls it (`completion()`) on some of its ways — after a
/// dismissal, or not at all when it returns early. While following, the closure runs where that
/// method calls its parameter, with the caller's locals it captures.
extension Interpreter {
    /// Closures waiting for the run of the method they were handed to.
    struct PendingHandedClosures {
        var method: String
        var closures: [(label: String?, trailing: Bool, closure: ClosureExprSyntax)]
        var locals: [String: Value]
    }

    /// A closure bound to a parameter, and the locals of the code that wrote it.
    struct HandedClosure {
        var closure: ClosureExprSyntax
        var locals: [String: Value]
    }

    /// While following, a call of an own method that calls its closure parameters: its closures
    /// wait for that method's run (``bindHandedClosures(to:_:)``). Returns whether they do.
    func handClosures(of call: FunctionCallExprSyntax, method: String, _ frame: Frame) -> Bool {
        guard frame.follow, callsHandedClosure(call, method: method, frame) else { return false }
        var closures: [(label: String?, trailing: Bool, closure: ClosureExprSyntax)] = call.arguments.compactMap { argument in
            argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, false, $0) }
        }
        if let trailing = call.trailingClosure { closures.append((nil, true, trailing)) }
        guard !closures.isEmpty else { return false }
        pendingHandedClosures = .init(method: method, closures: closures, locals: frame.locals)
        return true
    }

    /// At the start of a run: the closures waiting for this method, bound to its parameters
    /// (by label; a trailing closure to the last closure parameter).
    func bindHandedClosures(to function: FunctionDecl, _ frame: inout Frame) {
        guard let pending = pendingHandedClosures, pending.method == function.name else { return }
        pendingHandedClosures = nil
        let closureParameters = function.parameters.filter(\.isFunction)
        for handed in pending.closures {
            let parameter = handed.trailing ? closureParameters.last : closureParameters.first { $0.label == (handed.label ?? "_") }
            guard let parameter else { continue }
            frame.handedClosures[parameter.name] = .init(closure: handed.closure, locals: pending.locals)
        }
    }

    /// Calling a parameter bound to a handed closure: its statements run here, reading the
    /// caller's locals (the names it captured), then this method's locals again.
    func runHandedClosure(_ handed: HandedClosure, _ frame: inout Frame) {
        let own = frame.locals
        let ownClosures = frame.handedClosures
        frame.locals = own.merging(handed.locals) { _, captured in captured }
        frame.handedClosures = [:]
        executeClosure(handed.closure.statements, &frame)
        frame.locals = own
        frame.handedClosures = ownClosures
    }
}
