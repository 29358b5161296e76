/// The stages of `LoveStoryApp.headlineScenario(observe:)`, in the order they happen.
public enum HeadlineStep: CaseIterable, Hashable, Sendable {
    /// The app has started: Home tab selected, each tab at its first screen.
    case launched
    /// Home's button was tapped: the second Home screen is on top of the Home stack.
    case openedHome2
    /// The deep-view button was tapped: the Orders tab is selected, its stack not rebuilt yet.
    case switchedToOrders
    /// The delayed work has run: the Orders stack is Orders → Orders 2 → Orders 3.
    case builtOrdersStack
}
