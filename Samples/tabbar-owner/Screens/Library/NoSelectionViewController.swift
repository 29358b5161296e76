import Foundation
import UIKitStandIn

/// The Library's secondary column before a book is chosen: "Choose a book".
public final class NoSelectionViewController: UIViewController {
    /// The hint on show.
    public let message = "Choose a book"

    /// Creates the placeholder.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
