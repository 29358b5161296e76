import UIKitStandIn

/// The screen of the Feed tab, titled "Feed".
public final class FeedViewController: UIViewController {
    /// Creates the screen.
    override public init() {
        super.init()
        title = "Feed"
    }
}
