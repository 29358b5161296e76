import UIKit

protocol Flow: AnyObject {
    var children: [Flow] { get set }
    func start()
}

/// Owns the split view: notes on the left, a note on the right.
final class NotebookCoordinator: Flow {
    var children: [Flow] = []
    let split: UISplitViewController
    let notes = NotesViewController()
    let note = NoteViewController()

    init(split: UISplitViewController) { self.split = split }

    func start() {
        notes.coordinator = self
        split.viewControllers = [UINavigationController(rootViewController: notes), UINavigationController(rootViewController: note)]
    }

    func showSharing() {
        let child = SharingCoordinator(split: split)
        child.parent = self
        children.append(child)
        child.start()
    }
}

/// Presents its own navigation controller over the split view it is handed.
final class SharingCoordinator: Flow {
    weak var parent: NotebookCoordinator?
    var children: [Flow] = []
    let split: UISplitViewController
    let navigationController = UINavigationController()

    init(split: UISplitViewController) { self.split = split }

    func start() {
        let sharing = SharingViewController()
        sharing.coordinator = self
        navigationController.viewControllers = [sharing]
        split.present(navigationController, animated: true)
    }

    func close() {
        navigationController.dismiss(animated: true)
    }
}

final class NotesViewController: UIViewController {
    weak var coordinator: NotebookCoordinator?
    @objc func shareTapped() { coordinator?.showSharing() }
}

final class NoteViewController: UIViewController {}

final class SharingViewController: UIViewController {
    weak var coordinator: SharingCoordinator?
    @objc func doneTapped() { coordinator?.close() }
}
