import UIKitStandIn

/// The Home tab: the article feed on its own navigation controller, an article pushed above it.
/// An article can send the user to its book in the Library tab, which the tab bar controller
/// handles through `onOpenBook`.
public final class HomeCoordinator: Coordinator {
    /// Home starts no flows of its own.
    public var childCoordinators: [any Coordinator] = []

    /// The tab's navigation controller, created with the coordinator.
    public let navigationController = UINavigationController()

    /// Called with a book's id when the user asks to see it in the Library; set by the tab bar
    /// controller, which owns both tabs.
    public var onOpenBook: ((Int) -> Void)?

    /// Creates the coordinator.
    public init() {}

    /// Gives the tab its bar item and shows the feed.
    public func start() {
        navigationController.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let feed = HomeFeedViewController(articles: Catalog.articles)
        feed.coordinator = self
        navigationController.viewControllers = [feed]
    }

    /// Pushes `article`.
    public func show(_ article: Article) {
        let screen = ArticleViewController(article: article)
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }

    /// Hands the book an article is about to whoever shows books.
    public func openBook(of article: Article) {
        onOpenBook?(article.bookID)
    }
}
