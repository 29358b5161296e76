import SwiftSyntax

/// Work handed to Swift concurrency: `Task { … }`, `await MainActor.run { … }`.
extension Interpreter {
    /// `Task { … }`: the closure runs right away, in order with the code around it, as far as
    /// navigation goes.
    static func startsWork(_ typeName: String) -> Bool { typeName == "Task" }

    /// `MainActor.run { … }`, `Task.detached { … }`, `UIView.animate(withDuration:) { … }`: a static
    /// method the sources do not declare that runs the closures it is handed.
    func runStaticClosures(of call: FunctionCallExprSyntax, method: String, on typeName: String, _ frame: inout Frame) {
        runClosures(of: call, method: Self.startsWork(typeName) ? typeName : method, &frame)
    }
}
