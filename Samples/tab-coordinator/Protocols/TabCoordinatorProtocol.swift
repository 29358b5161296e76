import UIKitStandIn

/// The flow that owns the tab bar: it builds one tab per `TabBarPage` and switches between them.
public protocol TabCoordinatorProtocol: Coordinator {
    /// The tab bar controller holding one navigation controller per page.
    var tabBarController: UITabBarController { get set }

    /// Selects the tab of `page`.
    func selectPage(_ page: TabBarPage)

    /// Selects the tab at `index`; an index that is no page is ignored.
    func setSelectedIndex(_ index: Int)

    /// The page of the selected tab, or `nil` when the selection is no page.
    func currentPage() -> TabBarPage?
}
