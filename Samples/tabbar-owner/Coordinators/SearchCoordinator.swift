import UIKitStandIn

/// The Search tab: the search screen on its own navigation controller, results pushed above it.
/// The tab has no bar item of its own: the tab bar shows the search screen's title.
public final class SearchCoordinator: Coordinator {
    /// Search starts no flows of its own.
    public var childCoordinators: [any Coordinator] = []

    /// The tab's navigation controller, created with the coordinator.
    public let navigationController = UINavigationController()

    /// Creates the coordinator.
    public init() {}

    /// Shows the search screen.
    public func start() {
        let search = SearchViewController()
        search.onSearch = { [weak self] query in self?.showResults(for: query) }
        navigationController.viewControllers = [search]
    }

    /// Pushes the books matching `query`.
    public func showResults(for query: String) {
        navigationController.pushViewController(
            SearchResultsViewController(query: query, books: Catalog.books(matching: query)),
            animated: true
        )
    }
}
