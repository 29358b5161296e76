import SwiftSyntax

/// `child.start(with: .defaultBrowser)`: the child's `start` the call names, run with what it is handed.
extension Interpreter {
    /// A call of a child's `start`: the call, its argument labels and values.
    typealias StartCall = (call: FunctionCallExprSyntax, labels: [String], arguments: [Value])

    /// The `start` method a call runs (the one with its labels, else the first declared) and
    /// its parameters bound to the call's arguments, so a `switch` over one takes its case.
    func startMethod(of child: String, called startCall: StartCall?) -> (FunctionDecl, [String: Value])? {
        if let startCall, let (_, start) = roles.function("start", labels: startCall.labels, in: child) {
            return (start, bind(startCall.arguments, of: startCall.call, to: start))
        }
        if let (_, start) = roles.function("start", labels: nil, in: child) { return (start, [:]) }
        if let name = makerStarts[child]?.sorted().first, let (_, start) = roles.function(name, labels: [], in: child) { return (start, [:]) }
        // A route-enum coordinator starts as it is made: its initializer runs its first route
        // (`super.init(initialRoute: .home)`, `trigger(.home)`).
        guard handlerName(of: child) != nil, let (owner, initializer) = roles.function("init", labels: nil, in: child), owner == child else { return nil }
        return (initializer, [:])
    }
}
