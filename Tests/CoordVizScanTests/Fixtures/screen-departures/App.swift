import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

/// Notes and their history: each detail screen tells its coordinator when Back takes it away.
final class NotesCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = NotesViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }

    func showNote() {
        let editor = EditorCoordinator(navigationController: navigationController)
        editor.parent = self
        childCoordinators.append(editor)
        editor.start()
    }

    func showTags() {
        let tags = TagsViewController()
        tags.coordinator = self
        navigationController.pushViewController(tags, animated: true)
    }

    /// Moving into a container before the tags loaded: no departure.
    func tagsMovedEarly() {
        navigationController.present(RatePromptViewController(), animated: true)
    }

    func showHistory() {
        let history = HistoryViewController()
        history.coordinator = self
        navigationController.pushViewController(history, animated: true)
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }

    /// Leaving the history asks once for a rating.
    func historyClosed() {
        navigationController.present(RatePromptViewController(), animated: true)
    }
}

final class EditorCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: NotesCoordinator?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let editor = EditorViewController()
        editor.coordinator = self
        navigationController.pushViewController(editor, animated: true)
    }

    func editorDidLeave() {
        parent?.childDidFinish(self)
    }
}

final class NotesViewController: UIViewController {
    weak var coordinator: NotesCoordinator?

    @objc func noteTapped() { coordinator?.showNote() }
    @objc func historyTapped() { coordinator?.showHistory() }
    @objc func tagsTapped() { coordinator?.showTags() }
}

final class EditorViewController: UIViewController {
    weak var coordinator: EditorCoordinator?

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            coordinator?.editorDidLeave()
        }
    }
}

final class HistoryViewController: UIViewController {
    weak var coordinator: NotesCoordinator?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            coordinator?.historyClosed()
        }
    }
}

/// Checks for missing tags, not for a missing parent: moving is no Back.
final class TagsViewController: UIViewController {
    weak var coordinator: NotesCoordinator?
    var tags: [String]?

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if tags == nil {
            coordinator?.tagsMovedEarly()
        }
    }
}

final class RatePromptViewController: UIViewController {}
