import Foundation
import UIKitStandIn

/// The book list in the Library's primary column, titled "Library".
public final class LibraryListViewController: UIViewController {
    /// The Library coordinator. Weak: the primary column's navigation controller owns this screen.
    public weak var delegate: (any LibraryListViewControllerDelegate)?

    /// The books, in shelf order.
    public let books: [Book]

    /// Creates the list.
    public init(books: [Book]) {
        self.books = books
        super.init(nibName: nil, bundle: nil)
        title = "Library"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A tap on the book at `index`.
    public func selectBook(at index: Int) {
        guard books.indices.contains(index) else { return }
        delegate?.libraryList(self, didSelect: books[index])
    }
}
