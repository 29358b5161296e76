import UIKitStandIn

/// The screen of the Library tab, titled "Library".
public final class LibraryViewController: UIViewController {
    /// Creates the screen.
    override public init() {
        super.init()
        title = "Library"
    }
}
