/// The books and articles the sample app ships with.
public enum Catalog {
    /// The library, in shelf order.
    public static let books = [
        Book(id: 1, title: "The Pragmatic Programmer", author: "Hunt & Thomas", pageCount: 352),
        Book(id: 2, title: "Refactoring", author: "Fowler", pageCount: 448),
        Book(id: 3, title: "Structure and Interpretation of Computer Programs", author: "Abelson & Sussman", pageCount: 657),
    ]

    /// The Home feed, newest first.
    public static let articles = [
        Article(headline: "Why Refactoring still matters", bookID: 2),
        Article(headline: "Re-reading SICP in 2026", bookID: 3),
    ]

    /// The book with `id`, if the library has it.
    public static func book(withID id: Int) -> Book? {
        books.first { $0.id == id }
    }

    /// The books whose title or author contains `query`, ignoring case.
    public static func books(matching query: String) -> [Book] {
        books.filter { $0.title.localizedLowercase.contains(query.lowercased()) || $0.author.lowercased().contains(query.lowercased()) }
    }
}
