/// The kinds of flow in the app. A parent removes finished children by kind, so a larger app
/// adds a case per new kind of flow.
public enum CoordinatorType: CaseIterable, Hashable, Sendable {
    /// The flow that starts the app.
    case app
    /// The flow that owns the tab bar.
    case mainTab
    /// The flow of one tab.
    case tabItem
}
