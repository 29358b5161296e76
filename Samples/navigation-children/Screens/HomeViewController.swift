import Foundation
import UIKitStandIn

/// The store's first screen, titled "Store": the plans, a "Create account" button and a
/// Settings button in the navigation bar. Every tap goes to the main coordinator.
public final class HomeViewController: UIViewController {
    /// The coordinator that shows what the taps ask for. Weak: the coordinator's navigation
    /// controller owns this screen.
    public weak var coordinator: MainCoordinator?

    /// The plans the screen lists.
    public let products = Product.allCases

    /// Creates the screen; whoever creates it sets `coordinator`.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Store"
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"),
            primaryAction: UIAction(title: "Settings") { [weak self] _ in
                self?.coordinator?.showSettings()
            }
        )
    }

    /// The "Buy" button of one of the plans.
    public func buyTapped(_ product: Product) {
        coordinator?.buySubscription(to: product)
    }

    /// The "Create account" button.
    public func createAccountTapped() {
        coordinator?.createAccount()
    }
}
