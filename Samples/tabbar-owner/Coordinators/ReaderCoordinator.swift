import UIKitStandIn

/// Reading one book: the reader screen, presented full screen over the Library's split view.
public final class ReaderCoordinator: Coordinator {
    /// The reader starts no flows of its own.
    public var childCoordinators: [any Coordinator] = []

    /// The Library flow that started the reader. Unowned: the Library flow owns the reader and
    /// outlives it.
    public unowned let parentCoordinator: LibraryCoordinator

    /// The book being read.
    public let book: Book

    /// The split view the reader is presented over. Weak: the tab bar controller owns it.
    private weak var presenter: UIViewController?

    /// Creates the reader for `book`, to be presented over `presenter`.
    public init(book: Book, presenter: UIViewController, parentCoordinator: LibraryCoordinator) {
        self.book = book
        self.presenter = presenter
        self.parentCoordinator = parentCoordinator
    }

    /// Presents the reader full screen.
    public func start() {
        let reader = ReaderViewController(book: book)
        reader.onClose = { [weak self] in self?.close() }
        reader.modalPresentationStyle = .fullScreen
        presenter?.present(reader, animated: true)
    }

    /// Dismisses the reader and tells the Library flow.
    public func close() {
        presenter?.dismiss(animated: true)
        parentCoordinator.readerDidFinish(self)
    }
}
