import UIKitStandIn

/// The coordinator of the Library tab. Other objects see its screen only as a `UIViewController`.
public final class LibraryCoordinator: Coordinator {
    /// The tab's screen, for whoever installs the tab.
    public var rootViewController: UIViewController {
        libraryViewController
    }

    /// The tab's screen, created with the coordinator; only the coordinator knows its type.
    private let libraryViewController = LibraryViewController()
}
