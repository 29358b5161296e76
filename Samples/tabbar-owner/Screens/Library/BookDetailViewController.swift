import Foundation
import UIKitStandIn

/// One book in the Library's secondary column, titled with the book's title, with a "Read" button.
public final class BookDetailViewController: UIViewController {
    /// The Library coordinator. Weak: the secondary column's navigation controller owns this screen.
    public weak var delegate: (any BookDetailViewControllerDelegate)?

    /// The book on show.
    public let book: Book

    /// Creates the screen.
    public init(book: Book) {
        self.book = book
        super.init(nibName: nil, bundle: nil)
        title = book.title
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Read" button.
    public func readTapped() {
        delegate?.bookDetailDidTapRead(self)
    }
}
