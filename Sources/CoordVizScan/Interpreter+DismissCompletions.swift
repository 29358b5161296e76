import SwiftSyntax

/// `router.dismiss(animated: true) { self.showTerms() }; remove(child: coordinator)`: a
/// dismissal's completion runs once the dismissal is over, after the code that follows the call.
/// While following a transition its steps come after the rest of the method's.
extension Interpreter {
    /// Keeps `closure` to run when the method is done, when it is the completion of a dismissal
    /// being followed. Returns whether it was kept.
    func deferUntilDone(_ closure: ClosureExprSyntax, method: String, _ frame: inout Frame) -> Bool {
        guard frame.follow, method == "dismiss" else { return false }
        frame.afterwards.append(closure.statements)
        return true
    }

    /// Runs the completions kept by ``deferUntilDone(_:method:_:)``, in order, whether or not the
    /// method left early.
    func runAfterwards(_ frame: inout Frame) {
        let exited = frame.exited
        while !frame.afterwards.isEmpty {
            frame.exited = false
            executeClosure(frame.afterwards.removeFirst(), &frame)
        }
        frame.exited = exited
    }
}
