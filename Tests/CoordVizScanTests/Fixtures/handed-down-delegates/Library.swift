import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// Told when a loan ends; the library and the self-service kiosk both listen.
protocol LoanDelegate: AnyObject {
    func loanDidEnd()
}

final class LibraryCoordinator: Coordinator {
    private let navigation = UINavigationController()
    private var shelf: ShelfCoordinator?

    func start() {
        let child = ShelfCoordinator(navigation: navigation, loanDelegate: self)
        child.start()
        shelf = child
    }
}

extension LibraryCoordinator: LoanDelegate {
    func loanDidEnd() {}
}

/// Passes the library's delegates on to the flows it makes.
final class ShelfCoordinator: Coordinator {
    private let navigation: UINavigationController
    private weak var loanDelegate: LoanDelegate?
    private var loan: LoanCoordinator?

    init(navigation: UINavigationController, loanDelegate: LoanDelegate) {
        self.navigation = navigation
        self.loanDelegate = loanDelegate
    }

    func start() {
        navigation.setViewControllers([ShelfViewController()], animated: false)
        guard let loanDelegate else { return }
        let loanFlow = LoanCoordinator(delegate: loanDelegate, navigation: navigation)
        loanFlow.start()
        loan = loanFlow
    }
}

final class LoanCoordinator: Coordinator {
    private weak var delegate: LoanDelegate?
    private let navigation: UINavigationController

    init(delegate: LoanDelegate, navigation: UINavigationController) {
        self.delegate = delegate
        self.navigation = navigation
    }

    func start() {}
}

final class KioskCoordinator: Coordinator {
    func start() {}
}

extension KioskCoordinator: LoanDelegate {
    func loanDidEnd() {}
}

final class ShelfViewController: UIViewController {}
