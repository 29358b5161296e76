import UIKit

final class NotesViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    @objc func noteTapped() { coordinator?.showNote() }
}

final class NoteViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    @objc func deleteTapped() { coordinator?.confirmDelete() }
}

final class ArchiveViewController: UIViewController {}
