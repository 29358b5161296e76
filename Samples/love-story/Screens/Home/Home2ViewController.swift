import Foundation
import UIKitStandIn

/// The second screen of the Home tab, titled by whoever opens it, with two buttons that lead
/// to the Orders tab.
public final class Home2ViewController: UIViewController, HomeBaseCoordinated {
    /// The Home flow this screen belongs to (held strongly, as in the original app).
    public var coordinator: (any HomeBaseCoordinator)?

    /// Creates the screen for `coordinator`, titled `title`.
    public init(coordinator: any HomeBaseCoordinator, title: String) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Go to favorite tab" button: asks the main coordinator, through the Home flow's
    /// parent, for the Orders tab.
    public func goToFavoriteTab() {
        coordinator?.parentCoordinator?.moveTo(flow: .Favorites)
    }

    /// The "Go to deep view in favorite tab" button: lets the Home flow open Orders 3 in the
    /// Orders tab.
    public func goToDeepViewInFavoriteTab() {
        coordinator?.goToDeepViewInFavoriteTab()
    }
}
