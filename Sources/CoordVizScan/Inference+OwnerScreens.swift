/// Screens that keep child coordinators (`private var setupCoordinator: SetupCoordinator?`) are
/// nodes of the flow, and still screens: what the user does on them (presenting a sheet, starting
/// one of those children) is a transition from that screen.
extension Inference {
    /// A view controller (not a tab bar controller, not named like a coordinator) that is a node
    /// only because it holds coordinators.
    func isOwnerScreen(_ name: String) -> Bool {
        roles.isScreen(name) && !roles.isCoordinatorLike(name) && !roles.isTabBar(name)
    }
}
