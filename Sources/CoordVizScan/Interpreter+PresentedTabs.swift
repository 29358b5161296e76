/// A coordinator whose container is a tab bar it presents (`present(tabs)` in its `start()`):
/// starting it shows the tab bar over the screen the user acted on. What its `start()` does to
/// fill the tabs (each tab's child started, its first screen pushed on that tab's own stack) is
/// the tab bar's setup, not steps the user sees: the transition that starts it is that one step.
extension Interpreter {
    func startsPresentedTabBar(_ child: String) -> Bool {
        facts.presentedContainers[child] != nil && facts.tabs[child] != nil
    }
}
