/// One tab of the main flow and the coordinator that runs it.
public struct TabFlow {
    /// Which tab.
    public let tab: MainTab
    /// The tab's coordinator; the entry keeps it alive.
    public let coordinator: any Coordinator
}
