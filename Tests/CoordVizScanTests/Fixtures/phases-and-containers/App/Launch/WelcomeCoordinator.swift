import UIKit

/// Three pages the reader swipes through once.
final class WelcomeCoordinator: Coordinating {
    let pageController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    var onFinish: (() -> Void)?
    private lazy var pages: [UIViewController] = [IntroPageViewController(), SyncPageViewController(), makeReadyPage()]

    func start() {
        pageController.setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    private func makeReadyPage() -> ReadyPageViewController {
        let ready = ReadyPageViewController()
        ready.onContinue = { [weak self] in
            self?.onFinish?()
        }
        return ready
    }
}

final class IntroPageViewController: UIViewController {}
final class SyncPageViewController: UIViewController {}

final class ReadyPageViewController: UIViewController {
    var onContinue: (() -> Void)?

    @objc private func continueTapped() {
        onContinue?()
    }
}
