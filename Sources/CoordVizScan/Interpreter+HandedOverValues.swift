import SwiftSyntax

extension Interpreter {
    /// Operators of the standard library: an app's own operator is any other.
    static let standardOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "??", "...", "..<",
        "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "~=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
    ]

    /// `value &> { $0.delegate = self }`: the closure runs with its first parameter bound to
    /// `value`, so what it sets on it (a delegate, a coordinator) is read as if written on the
    /// value itself. The value is the result, unless the closure returns another one (a pipe,
    /// `value |> { Wrapper($0) }`).
    func handOver(_ value: Value, to closure: ClosureExprSyntax, _ frame: inout Frame) -> Value {
        var locals = frame.locals
        locals[Self.parameterNames(of: closure).first ?? "$0"] = value
        let function = FunctionDecl(name: "closure", parameters: [], returnType: nil, body: closure.statements, isStatic: false, source: reference(closure, frame))
        let run = run(function, of: frame.selfType, arguments: locals, follow: frame.follow, depth: frame.depth + 1, setup: isSetup(frame))
        frame.steps += run.steps
        switch run.returned {
        case .unknown, .nothing: return value
        default: return run.returned
        }
    }
}
