import Foundation
import UIKitStandIn

/// The search field, titled "Search": the title is also the Search tab's label, since that tab
/// has no bar item of its own.
public final class SearchViewController: UIViewController {
    /// Called with the query when the user searches.
    public var onSearch: ((String) -> Void)?

    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Search"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The keyboard's Search key, with what the field holds; blank queries are ignored.
    public func searchTapped(query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        onSearch?(trimmed)
    }
}
