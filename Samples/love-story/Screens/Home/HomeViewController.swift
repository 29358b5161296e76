import Foundation
import UIKitStandIn

/// The first screen of the Home tab, titled "Home", with one button that opens the second.
public final class HomeViewController: UIViewController, HomeBaseCoordinated {
    /// The Home flow this screen belongs to (held strongly, as in the original app).
    public var coordinator: (any HomeBaseCoordinator)?

    /// The title `goToHome2()` gives the screen it opens.
    public static let home2Title = "Top Title"

    /// Creates the screen for `coordinator`.
    public init(coordinator: any HomeBaseCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        title = "Home"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Go to Next Screen" button: opens the second Home screen titled `home2Title`.
    public func goToHome2() {
        coordinator?.goToHome2ScreenWith(title: Self.home2Title)
    }
}
