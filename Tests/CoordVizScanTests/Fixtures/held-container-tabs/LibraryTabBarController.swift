import UIKit

/// The tabs of a reading app, in the order the bar shows them.
enum LibraryTab {
    case shelf
    case search
    case notes
    case store
    case account
}

/// A tab bar built in code: each tab's container is made once and kept, filled when a library is
/// opened, and handed to the bar through a switch over the tab.
final class LibraryTabBarController: UITabBarController {
    private let shelfNavigation = UINavigationController()
    private let searchContainer = TabContentController()
    private let notesNavigation = UINavigationController()
    private let storeContainer = TabContentController()
    private let accountNavigation = UINavigationController()
    private var notesCoordinator: NotesCoordinator?
    private var storeCoordinator: StorefrontCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [LibraryTab.shelf, .search, .notes, .store, .account].map { tabViewController(for: $0) }
    }

    func open(libraryID: Int) {
        let shelf = makeShelf(libraryID: libraryID)
        shelfNavigation.viewControllers = [shelf]
        searchContainer.wrappedController = SearchViewController(libraryID: libraryID)
        notesCoordinator = NotesCoordinator(navigationController: notesNavigation)
        notesCoordinator?.start()
        storeCoordinator = StorefrontCoordinator(container: storeContainer)
        accountNavigation.setViewControllers([AccountViewController()], animated: false)
    }

    func tabViewController(for tab: LibraryTab) -> UIViewController {
        switch tab {
        case .shelf: return shelfNavigation
        case .search: return searchContainer
        case .notes: return notesNavigation
        case .store: return storeContainer
        case .account: return accountNavigation
        }
    }

    /// Analytics name of a tab: a switch over the tabs that shows nothing.
    func trackingName(of tab: LibraryTab) -> String {
        switch tab {
        case .shelf: return "shelf"
        case .search: return "search"
        case .notes: return "notes"
        case .store: return "store"
        case .account: return "account"
        }
    }

    private func makeShelf(libraryID: Int) -> UIViewController {
        ShelfViewController(libraryID: libraryID)
    }
}

/// Shows one child view controller, swapped when the tab's content changes.
final class TabContentController: UIViewController {
    var wrappedController: UIViewController? {
        didSet { title = wrappedController?.title }
    }
}
