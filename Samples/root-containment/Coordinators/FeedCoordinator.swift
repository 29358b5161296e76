import UIKitStandIn

/// The coordinator of the Feed tab. Other objects see its screen only as a `UIViewController`.
public final class FeedCoordinator: Coordinator {
    /// The tab's screen, for whoever installs the tab.
    public var rootViewController: UIViewController {
        feedViewController
    }

    /// The tab's screen, created with the coordinator; only the coordinator knows its type.
    private let feedViewController = FeedViewController()
}
