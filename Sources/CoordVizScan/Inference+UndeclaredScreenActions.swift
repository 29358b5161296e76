extension Inference {
    /// Drops the subscribers kept for an undeclared type no own navigation coordinator shows: it
    /// is no screen the scan knows (a child flow whose declaration is not read, say). Kept: an
    /// undeclared screen that a coordinator's code pushes or presents
    /// (`let intro = IntroViewController(…); intro.didFinishFlow = { … }; router.present(intro)`):
    /// a screen declared elsewhere, whose closures are its actions.
    func keepShownUndeclaredScreenActions() {
        let shown = interpreter.facts.undeclaredScreenCoordinators
            .union(interpreter.facts.shownScreens.filter { [.push, .present].contains($0.kind) }.map(\.screen))
        interpreter.facts.callbacks.removeAll { callback in
            catalog[callback.screen] == nil && !callback.screen.isEmpty && !shown.contains(callback.screen)
        }
    }
}
