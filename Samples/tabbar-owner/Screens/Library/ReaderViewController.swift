import Foundation
import UIKitStandIn

/// The reader, presented full screen, with a page and a Close button.
public final class ReaderViewController: UIViewController {
    /// Called when the user closes the reader.
    public var onClose: (() -> Void)?

    /// The book being read.
    public let book: Book

    /// The page on show, from 1.
    public private(set) var page = 1

    /// Creates the reader at page 1.
    public init(book: Book) {
        self.book = book
        super.init(nibName: nil, bundle: nil)
        title = book.title
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A swipe to the next page; stays on the last page.
    public func nextPage() {
        page = min(page + 1, book.pageCount)
    }

    /// The Close button.
    public func closeTapped() {
        onClose?()
    }
}
