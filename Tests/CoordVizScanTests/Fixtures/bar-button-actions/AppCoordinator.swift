import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// A stack whose coordinator puts bar buttons on the screens it shows, with itself as their target.
final class NotesCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = NotesViewController()
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
        navigationController.setViewControllers([list], animated: false)
    }

    @objc private func compose() {
        let editor = EditorViewController()
        let close = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(closeEditor(_:)))
        editor.navigationItem.leftBarButtonItem = close
        navigationController.present(UINavigationController(rootViewController: editor), animated: true)
    }

    @objc private func closeEditor(_ sender: UIBarButtonItem) {
        navigationController.dismiss(animated: true)
    }
}
