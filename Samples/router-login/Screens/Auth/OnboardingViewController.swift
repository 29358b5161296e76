import Foundation
import UIKitStandIn

/// The welcome pages, titled "Welcome", shown once before sign-in.
public final class OnboardingViewController: UIViewController {
    /// Called when the user is done with the pages.
    public var onFinish: (() -> Void)?

    /// The page on show, from 0.
    public private(set) var page = 0

    /// How many pages there are.
    public let pageCount = 3

    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Welcome"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Next" button: the next page, or the end of the onboarding after the last one.
    public func nextTapped() {
        if page + 1 < pageCount {
            page += 1
        } else {
            onFinish?()
        }
    }
}
