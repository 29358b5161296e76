import UIKit

/// What a child may ask the wallet for.
protocol WalletNavigating: AnyObject {
    func showCards()
}

enum WalletRoute {
    case cards
    case tour
    case help
    case balance(account: String)
}

enum OnboardingKind {
    case tour(pages: Int)
    case welcome
}

final class WalletCoordinator: BaseCoordinator, WalletNavigating, ParentCoordinatorDelegate, OnboardingCoordinatorDelegate {
    private let home = HomeViewController()

    func start() {
        router.setRootViewController(home)
        home.onCards = { [weak self] in self?.showCards() }
        home.onTour = { [weak self] in self?.showTour() }
        home.onReceipts = { [weak self] in self?.showReceipts() }
    }

    func handle(route: WalletRoute) {
        switch route {
        case .cards:
            showCards()
        case .tour:
            showTour()
        case .help:
            router.present(HelpViewController(), animated: true)
        case .balance:
            break
        }
    }

    func showCards() {
        let navigationController = SheetNavigationController()
        navigationController.modalPresentationStyle = .formSheet
        let cards = CardsCoordinator(router: AppRouter(navigationController: navigationController))
        cards.parentCoordinator = self
        add(child: cards)
        cards.start()
        navigationController.onViewDismissed = { [weak self] in
            self?.didFinish(from: cards)
        }
        router.present(navigationController, animated: true)
    }

    func showTour() {
        let kind = OnboardingKind.tour(pages: 3)
        let onboarding = OnboardingCoordinator(router: router)
        onboarding.parentCoordinator = self
        add(child: onboarding)
        onboarding.start(with: kind)
    }

    func showReceipts() {
        Task {
            await MainActor.run { [weak self] in
                guard let self else { return }
                let receipts = ReceiptsCoordinator(router: router, parentCoordinator: self)
                add(child: receipts)
                receipts.start()
            }
        }
    }

    /// Nothing in the app calls it yet.
    func showLimits() {
        router.push(LimitsViewController(), animated: true)
    }

    func openHelp() -> URL? {
        URL(string: "https://help.example.org/wallet")
    }

    func didFinish(from child: Coordinator) {
        router.dismiss(animated: true)
        remove(child: child)
    }

    func onboardingDidFinish(from coordinator: OnboardingCoordinator) {
        router.dismiss(animated: true)
        remove(child: coordinator)
    }
}
