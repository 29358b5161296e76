import UIKit

final class CardsCoordinator: BaseCoordinator, ParentCoordinatorDelegate {
    var list: CardListScreen
    weak var parentCoordinator: ParentCoordinatorDelegate?

    override init(router: Router) {
        self.list = CardListViewController()
        super.init(router: router)
        router.setRootViewController(list)
    }

    func start() {}

    func showStatement() {
        let statement = StatementCoordinator(router: router, host: parentCoordinator as? WalletNavigating)
        add(child: statement)
        statement.start()
    }

    func didFinish(from child: Coordinator) {
        remove(child: child)
    }
}

final class StatementCoordinator: BaseCoordinator {
    private weak var host: WalletNavigating?

    init(router: Router, host: WalletNavigating?) {
        self.host = host
        super.init(router: router)
    }

    func start() {
        router.push(StatementViewController(), animated: true)
    }
}

protocol OnboardingCoordinatorDelegate: AnyObject {
    func onboardingDidFinish(from coordinator: OnboardingCoordinator)
}

final class OnboardingCoordinator: BaseCoordinator {
    weak var parentCoordinator: OnboardingCoordinatorDelegate?

    func start(with kind: OnboardingKind) {
        switch kind {
        case .tour:
            let tour = TourViewController()
            tour.onDone = { [weak self] in
                guard let self else { return }
                self.parentCoordinator?.onboardingDidFinish(from: self)
            }
            router.present(tour, animated: true)
        case .welcome:
            let welcome = WelcomeViewController()
            welcome.onDone = { [weak self] in
                guard let self else { return }
                self.parentCoordinator?.onboardingDidFinish(from: self)
            }
            router.present(welcome, animated: true)
        }
    }
}

final class ReceiptsCoordinator: BaseCoordinator {
    typealias Host = WalletNavigating & ParentCoordinatorDelegate
    private weak var parentCoordinator: Host?

    init(router: Router, parentCoordinator: Host?) {
        self.parentCoordinator = parentCoordinator
        super.init(router: router)
    }

    func start() {
        router.push(ReceiptListViewController(), animated: true)
    }
}
