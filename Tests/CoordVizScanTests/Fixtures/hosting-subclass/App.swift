import UIKit
import SwiftUI
struct AboutView: View { var body: some View { Text("About") } }
final class AboutHostingController: UIHostingController<AboutView> {
    init(title: String) {
        super.init(rootView: AboutView())
        self.title = title
    }
    @MainActor required dynamic init?(coder aDecoder: NSCoder) { fatalError() }
}
final class HomeViewController: UIViewController {
    var onAbout: (() -> Void)?
}
final class MainCoordinator {
    let navigationController = UINavigationController()
    func start() {
        let home = HomeViewController()
        home.onAbout = { [weak self] in self?.showAbout() }
        navigationController.setViewControllers([home], animated: false)
    }
    func showAbout() {
        navigationController.pushViewController(AboutHostingController(title: "About"), animated: true)
    }
}
