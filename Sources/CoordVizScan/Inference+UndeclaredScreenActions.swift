extension Inference {
    /// Drops the subscribers kept for an undeclared type no own navigation coordinator shows: it
    /// is no screen the scan knows (a child flow whose declaration is not read, say).
    func keepShownUndeclaredScreenActions() {
        let shown = interpreter.facts.undeclaredScreenCoordinators
        interpreter.facts.callbacks.removeAll { callback in
            catalog[callback.screen] == nil && !callback.screen.isEmpty && !shown.contains(callback.screen)
        }
    }
}
