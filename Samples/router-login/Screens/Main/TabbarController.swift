import Foundation
import UIKitStandIn

/// The main flow's tab bar controller: the module the application coordinator installs as the
/// root once the user is signed in. The tabbar coordinator fills its tabs.
public final class TabbarController: UITabBarController {
    /// Creates the tab bar controller without tabs.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
