import Foundation
import UIKitStandIn

/// The article feed, titled "Today".
public final class HomeFeedViewController: UIViewController {
    /// The Home coordinator. Weak: its navigation controller owns this screen.
    public weak var coordinator: HomeCoordinator?

    /// The articles, newest first.
    public let articles: [Article]

    /// Creates the feed.
    public init(articles: [Article]) {
        self.articles = articles
        super.init(nibName: nil, bundle: nil)
        title = "Today"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A tap on the article at `index`.
    public func selectArticle(at index: Int) {
        guard articles.indices.contains(index) else { return }
        coordinator?.show(articles[index])
    }
}
