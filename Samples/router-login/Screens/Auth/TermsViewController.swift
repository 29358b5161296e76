import Foundation
import UIKitStandIn

/// The terms of use, titled "Terms", pushed above the sign-up form. The user leaves with Back.
public final class TermsViewController: UIViewController {
    /// The text on show.
    public let text = "Be kind to your items."

    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Terms"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }
}
