/// A book in the user's library.
public struct Book: Equatable, Sendable {
    /// The book's stable number.
    public let id: Int
    /// The title.
    public let title: String
    /// Who wrote it.
    public let author: String
    /// How many pages it has.
    public let pageCount: Int

    /// Creates a book.
    public init(id: Int, title: String, author: String, pageCount: Int) {
        self.id = id
        self.title = title
        self.author = author
        self.pageCount = pageCount
    }
}
