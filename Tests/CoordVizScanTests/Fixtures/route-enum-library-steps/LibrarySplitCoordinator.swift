import UIKit
import XCoordinator

enum LibraryRoute: Route {
    case article(String)
    case shelves
}

/// A split view: the shelf list in the primary column, an article in the secondary one.
final class LibrarySplitCoordinator: SplitCoordinator<LibraryRoute> {
    init() {
        let shelves = ShelfListViewController()
        super.init(primary: shelves, secondary: ArticleViewController())
        shelves.router = unownedRouter
    }

    override func prepareTransition(for route: LibraryRoute) -> SplitTransition {
        switch route {
        case .article:
            return .showDetail(ArticleViewController())
        case .shelves:
            return .show(ShelfListViewController())
        }
    }
}
