import UIKit

final class ListViewController: UIViewController {
    @objc func openTapped() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }
    @objc func settingsTapped() {
        present(UINavigationController(rootViewController: PrefsViewController()), animated: true)
    }
}
final class DetailViewController: UIViewController {}
final class PrefsViewController: UIViewController {
    @objc func doneTapped() { dismiss(animated: true) }
}
final class SceneDelegate: UIResponder {
    var window: UIWindow?
    func scene() {
        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
    }
}
