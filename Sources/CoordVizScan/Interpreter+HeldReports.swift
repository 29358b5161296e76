/// A method with parameters read on its own, for facts, knows nothing of what its callers hand it:
/// a router's `push(_ module: Presentable?)` cannot tell which screen `module` is, and reporting
/// that for every router method an app has buries what matters. What such a read cannot resolve
/// is held back: it is said only when no other code runs the method. Code that does run it hands
/// it real arguments, and what is still unknown there is said at that run.
extension Interpreter {
    /// Whether a run is a method read on its own, with parameters nobody has handed it.
    static func isReadOnItsOwn(_ function: FunctionDecl, follow: Bool, depth: Int, arguments: [String: Value]) -> Bool {
        !follow && depth == 0 && arguments.isEmpty && !function.parameters.isEmpty
    }

    /// The held-back reports of the methods no other code ran, in the order they were made.
    func heldReportsToKeep() -> [(source: SourceReference, message: String)] {
        heldReports.filter { !methodsRunByOthers.contains($0.method) }.map { ($0.source, $0.message) }
    }
}
