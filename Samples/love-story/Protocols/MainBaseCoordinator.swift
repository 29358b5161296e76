/// The root flow: it owns the tab flows and the deep-link flow and switches between them.
public protocol MainBaseCoordinator: Coordinator {
    /// The flow of the "Home" tab.
    var homeCoordinator: any HomeBaseCoordinator { get }

    /// The flow of the "Orders" tab.
    var ordersCoordinator: any OrdersBaseCoordinator { get }

    /// The screen-less flow that turns deep links into navigation.
    var deepLinkCoordinator: any DeepLinkBaseCoordinator { get }

    /// Shows the tab of `flow`.
    func moveTo(flow: AppFlow)

    /// Hands a deep link to the deep-link flow and tells whether it was understood.
    @discardableResult
    func handleDeepLink(text: String) -> Bool
}
