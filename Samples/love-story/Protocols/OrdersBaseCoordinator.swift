/// The flow of the "Orders" tab: three screens on a stack, pushed by chainable calls.
public protocol OrdersBaseCoordinator: Coordinator {
    /// Pushes the second Orders screen and returns the coordinator for chaining.
    @discardableResult
    func goToOrder2Screen(animated: Bool) -> Self

    /// Pushes the third Orders screen and returns the coordinator for chaining.
    @discardableResult
    func goToOrder3Screen(animated: Bool) -> Self
}
