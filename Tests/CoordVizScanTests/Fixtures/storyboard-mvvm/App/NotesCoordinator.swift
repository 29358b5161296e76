import UIKit

/// The notes list (its view model reports the selection) and a note pushed above it.
final class NotesCoordinator: FlowCoordinator {
    let navigationController = UINavigationController()
    private var children: [FlowCoordinator] = []

    func start() {
        let viewModel = NotesViewModel()
        viewModel.onSelect = { [weak self] noteID in
            self?.showNote(noteID)
        }
        let list = NotesViewController.instantiate()
        list.viewModel = viewModel
        list.coordinator = self
        navigationController.setViewControllers([list], animated: false)
    }

    func handle(_ event: FlowEvent) {
        switch event {
        case .openLatest:
            showAbout()
        case .close:
            navigationController.popToRootViewController(animated: true)
        }
    }

    private func showNote(_ noteID: String) {
        let note: NoteViewController
        note = NoteViewController.instantiate()
        note.coordinator = self
        navigationController.pushViewController(note, animated: true)
    }

    private func showAbout() {
        let about = AboutCoordinator(presenter: navigationController)
        children.append(about)
        about.start()
    }
}

final class NotesViewModel {
    var onSelect: ((String) -> Void)?

    func select(row: Int) {
        onSelect?("note-\(row)")
    }
}

final class NotesViewController: BaseScreen, Storyboarded {
    var viewModel: NotesViewModel!

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.select(row: indexPath.row)
    }

    @objc private func aboutTapped() {
        coordinator?.handle(.openLatest)
    }
}

final class NoteViewController: BaseScreen, Storyboarded {
    @objc private func doneTapped() {
        coordinator?.handle(.close)
    }
}
