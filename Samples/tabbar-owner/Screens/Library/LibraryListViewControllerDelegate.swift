/// What the book list tells its coordinator.
public protocol LibraryListViewControllerDelegate: AnyObject {
    /// The user tapped `book`.
    func libraryList(_ list: LibraryListViewController, didSelect book: Book)
}
