import Foundation
import UIKitStandIn

/// One article, titled with its headline, with an "Open in Library" button.
public final class ArticleViewController: UIViewController {
    /// The Home coordinator. Weak: its navigation controller owns this screen.
    public weak var coordinator: HomeCoordinator?

    /// The article on show.
    public let article: Article

    /// Creates the screen.
    public init(article: Article) {
        self.article = article
        super.init(nibName: nil, bundle: nil)
        title = article.headline
        navigationItem.largeTitleDisplayMode = .never
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Open in Library" button.
    public func openInLibraryTapped() {
        coordinator?.openBook(of: article)
    }
}
