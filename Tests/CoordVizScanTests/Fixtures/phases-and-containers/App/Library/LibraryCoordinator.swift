import UIKit

/// The library: a split view with the list on the left and the chosen book on the right (or
/// pushed on the list when the split view is collapsed, on a phone).
final class LibraryCoordinator: Coordinating {
    let splitViewController = UISplitViewController()
    private let listNavigation = UINavigationController()

    func start() {
        let list = BookListViewController()
        list.onSelect = { [weak self] bookID in
            self?.showBook(bookID)
        }
        listNavigation.setViewControllers([list], animated: false)
        splitViewController.viewControllers = [listNavigation, UINavigationController(rootViewController: EmptySelectionViewController())]
        splitViewController.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
    }

    private func showBook(_ bookID: String) {
        let detail = BookDetailViewController(bookID: bookID)
        if splitViewController.isCollapsed {
            listNavigation.pushViewController(detail, animated: true)
        } else {
            splitViewController.showDetailViewController(UINavigationController(rootViewController: detail), sender: nil)
        }
    }
}

final class BookListViewController: UIViewController {
    var onSelect: ((String) -> Void)?

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?("book-\(indexPath.row)")
    }
}

final class EmptySelectionViewController: UIViewController {}

final class BookDetailViewController: UIViewController {
    init(bookID: String) {
        super.init(nibName: nil, bundle: nil)
    }
}
