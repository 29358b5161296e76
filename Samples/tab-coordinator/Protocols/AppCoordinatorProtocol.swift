/// The flow that starts the app: a `Coordinator` that can also bring up the main, tabbed part.
public protocol AppCoordinatorProtocol: Coordinator {
    /// Starts the tab bar flow in the app's navigation controller.
    func showMainFlow()
}
