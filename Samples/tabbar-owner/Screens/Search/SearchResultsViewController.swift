import Foundation
import UIKitStandIn

/// The books matching a query, titled with the query in quotes.
public final class SearchResultsViewController: UIViewController {
    /// What the user searched for.
    public let query: String
    /// The matches.
    public let books: [Book]

    /// Creates the screen.
    public init(query: String, books: [Book]) {
        self.query = query
        self.books = books
        super.init(nibName: nil, bundle: nil)
        title = "“\(query)”"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
