import Foundation
import UIKitStandIn

/// The user's profile, titled "Profile". It is the root of the Profile tab, a plain navigation
/// controller that no coordinator runs; its one action opens the help page in the browser.
public final class ProfileViewController: UIViewController {
    /// Where the help page lives.
    public static let helpURL = URL(string: "https://example.com/shelf/help")!

    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Help" row: opens the help page outside the app.
    public func helpTapped() {
        UIApplication.shared.open(Self.helpURL)
    }
}
