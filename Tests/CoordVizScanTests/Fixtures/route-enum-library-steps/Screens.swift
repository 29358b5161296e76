import UIKit
import XCoordinator

final class FeedViewController: UIViewController {
    private var model: FeedViewModel?
    func bind(to model: FeedViewModel) { self.model = model }
}

final class ComposeViewController: UIViewController {
    private var model: ComposeViewModel?
    func bind(to model: ComposeViewModel) { self.model = model }
}

final class SavedDraftsViewController: UIViewController {}

final class ProfileViewController: UIViewController {
    private var model: ProfileViewModel?
    func bind(to model: ProfileViewModel) { self.model = model }
}

final class SettingsViewController: UIViewController {}

final class AccountViewController: UIViewController {}

final class ShelfListViewController: UIViewController {
    var router: UnownedRouter<LibraryRoute>!

    @objc func openArticle() {
        router.trigger(.article("first"))
    }
}

final class ArticleViewController: UIViewController {}
