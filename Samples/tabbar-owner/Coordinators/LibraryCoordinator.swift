import UIKitStandIn

/// The Library tab: a split view controller whose primary column is a navigation controller
/// with the book list and whose secondary column is a navigation controller with the selected
/// book (or a placeholder). Reading a book starts a `ReaderCoordinator`, presented full screen.
public final class LibraryCoordinator: Coordinator {
    /// The reader while a book is open.
    public var childCoordinators: [any Coordinator] = []

    /// The tab's container, created with the coordinator.
    public let splitViewController = UISplitViewController()

    /// The primary column: the book list.
    public let masterNavigationController = UINavigationController()

    /// The secondary column: the selected book.
    public let detailNavigationController = UINavigationController()

    /// Creates the coordinator.
    public init() {}

    /// Fills both columns and gives the tab its bar item.
    public func start() {
        let list = LibraryListViewController(books: Catalog.books)
        list.delegate = self
        masterNavigationController.viewControllers = [list]
        detailNavigationController.viewControllers = [NoSelectionViewController()]
        splitViewController.viewControllers = [masterNavigationController, detailNavigationController]
        splitViewController.preferredDisplayMode = .oneBesideSecondary
        splitViewController.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 2)
    }

    /// Shows `book` in the secondary column, replacing what was there.
    public func showBook(_ book: Book) {
        let detail = BookDetailViewController(book: book)
        detail.delegate = self
        detailNavigationController.setViewControllers([detail], animated: false)
    }

    /// Shows the book with `id`, if the library has it.
    public func showBook(withID id: Int) {
        guard let book = Catalog.book(withID: id) else { return }
        showBook(book)
    }

    /// Starts the reader for `book`, presented full screen over the split view.
    public func startReading(_ book: Book) {
        let reader = ReaderCoordinator(book: book, presenter: splitViewController, parentCoordinator: self)
        childCoordinators.append(reader)
        reader.start()
    }

    /// Lets go of a reader that was closed.
    public func readerDidFinish(_ reader: ReaderCoordinator) {
        childCoordinators.removeAll { $0 === reader }
    }
}

extension LibraryCoordinator: LibraryListViewControllerDelegate {
    public func libraryList(_ list: LibraryListViewController, didSelect book: Book) {
        showBook(book)
    }
}

extension LibraryCoordinator: BookDetailViewControllerDelegate {
    public func bookDetailDidTapRead(_ detail: BookDetailViewController) {
        startReading(detail.book)
    }
}
