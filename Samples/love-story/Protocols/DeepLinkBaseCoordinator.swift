/// A flow without screens of its own: it turns deep links into navigation by driving the other
/// flows through its parent coordinator.
public protocol DeepLinkBaseCoordinator: FlowCoordinator {
    /// Navigates to where `deepLink` points and tells whether the link was understood.
    @discardableResult
    func handleDeeplink(deepLink: String) -> Bool
}
