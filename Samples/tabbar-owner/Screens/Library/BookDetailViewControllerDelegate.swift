/// What a book's detail screen tells its coordinator.
public protocol BookDetailViewControllerDelegate: AnyObject {
    /// The user tapped "Read".
    func bookDetailDidTapRead(_ detail: BookDetailViewController)
}
