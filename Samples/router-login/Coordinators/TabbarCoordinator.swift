import UIKitStandIn

/// The signed-in flow: a tab bar controller with one navigation controller per `MainTab`, each
/// run by its own coordinator, kept in `tabFlows` (not in `childCoordinators`). Finishes when
/// the user signs out in Settings.
public final class TabbarCoordinator: BaseCoordinator, CoordinatorFinishOutput {
    /// Set by the application coordinator.
    public var finishFlow: (() -> Void)?

    /// The tab flows, in tab order, once started.
    public private(set) var tabFlows: [TabFlow] = []

    /// The tab bar controller, which the application coordinator installed as the root module.
    private let tabbarController: TabbarController

    private let coordinatorFactory: CoordinatorFactory

    /// Creates the flow for `tabbarController`.
    public init(tabbarController: TabbarController, coordinatorFactory: CoordinatorFactory) {
        self.tabbarController = tabbarController
        self.coordinatorFactory = coordinatorFactory
    }

    /// Builds the tabs on first start, then follows `option` (an item link selects the Items
    /// tab and opens the item there).
    override public func start(with option: DeepLinkOption?) {
        if tabFlows.isEmpty {
            buildTabs()
        }
        if case .item = option, let items = tabFlows.first(where: { $0.tab == .items }) {
            tabbarController.selectedIndex = MainTab.items.rawValue
            items.coordinator.start(with: option)
        }
    }

    /// Selects `tab`.
    public func select(_ tab: MainTab) {
        tabbarController.selectedIndex = tab.rawValue
    }

    private func buildTabs() {
        let itemsNavigation = UINavigationController()
        itemsNavigation.tabBarItem = UITabBarItem(title: "Items", image: UIImage(systemName: "list.bullet"), tag: MainTab.items.rawValue)
        let items = coordinatorFactory.makeItemCoordinator(navigationController: itemsNavigation)

        let settingsNavigation = UINavigationController()
        let settings = coordinatorFactory.makeSettingsCoordinator(navigationController: settingsNavigation)
        settings.finishFlow = { [weak self] in self?.finishFlow?() }

        tabFlows = [TabFlow(tab: .items, coordinator: items), TabFlow(tab: .settings, coordinator: settings)]
        tabbarController.viewControllers = [itemsNavigation, settingsNavigation]
        for flow in tabFlows {
            flow.coordinator.start()
        }
    }
}
