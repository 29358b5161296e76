import Foundation
import UIKitStandIn

/// The screen of the Feed tab, titled "Feed".
public final class FeedViewController: UIViewController {
    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
