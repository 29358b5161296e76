import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

/// The notes list; deleting a note asks first, with an alert built here.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let notes = NotesViewController()
        notes.coordinator = self
        navigationController.setViewControllers([notes], animated: false)
    }

    func showNote() {
        let note = NoteViewController()
        note.coordinator = self
        navigationController.pushViewController(note, animated: true)
    }

    /// Two actions navigate, Cancel only closes the alert.
    func confirmDelete() {
        let alert = UIAlertController(title: "Delete note?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.navigationController.popViewController(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Archive instead", style: .default) { [weak self] _ in
            self?.showArchive()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        navigationController.present(alert, animated: true)
    }

    func showArchive() {
        let archive = ArchiveCoordinator(navigationController: navigationController)
        childCoordinators.append(archive)
        archive.start()
    }
}

final class ArchiveCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(ArchiveViewController(), animated: true)
    }
}
