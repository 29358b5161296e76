import SwiftUI
import UIKit

/// A menu whose SwiftUI view calls closures its hosting controller installs when it is made.
final class MenuViewController: UIHostingController<MenuView> {
    init() {
        super.init(rootView: MenuView())
        rootView.switchStoreHandler = { [weak self] in
            self?.presentStoreSwitcher()
        }
        rootView.showHelp(onOpen: { [weak self] in
            self?.navigationController?.pushViewController(HelpViewController(), animated: true)
        })
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func presentStoreSwitcher() {
        present(StoreSwitcherViewController(), animated: true)
    }
}

struct MenuView: View {
    var switchStoreHandler: () -> Void = {}
    var body: some View { Button("Switch store") { switchStoreHandler() } }
    func showHelp(onOpen: @escaping () -> Void) {}
}

final class StoreSwitcherViewController: UIViewController {}
final class HelpViewController: UIViewController {}

final class MenuCoordinator {
    let navigationController = UINavigationController()
    func start() {
        navigationController.setViewControllers([MenuViewController()], animated: false)
    }
}
