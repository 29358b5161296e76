/// A news article on the Home feed, about one of the library's books.
public struct Article: Equatable, Sendable {
    /// The headline.
    public let headline: String
    /// The book the article is about.
    public let bookID: Int

    /// Creates an article.
    public init(headline: String, bookID: Int) {
        self.headline = headline
        self.bookID = bookID
    }
}
