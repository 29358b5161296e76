import UIKit

final class WelcomeCoordinator: StackCoordinator {
    var children: [UIViewController: Coordinator] = [:]
    var didFinish: (() -> Void)?
    let navigationController = UINavigationController()

    func start() {
        let model = WelcomeModel(onEnter: { [unowned self] in self.enter() })
        show(WelcomeViewController(model: model))
    }

    private func enter() {
        let tabs = HomeTabsCoordinator()
        tabs.onLeave = { [unowned tabs] in tabs.didFinish?() }
        present(tabs)
    }
}

final class HomeTabsCoordinator: TabCoordinator {
    var children: [UIViewController: Coordinator] = [:]
    var didFinish: (() -> Void)?
    var onLeave: (() -> Void)?
    let tabBarController = UITabBarController()

    func start() {
        setTabs([FeedCoordinator(), LeaveCoordinator() { [unowned self] in self.onLeave?() }])
    }
}

final class FeedCoordinator: StackCoordinator {
    var children: [UIViewController: Coordinator] = [:]
    var didFinish: (() -> Void)?
    let navigationController = UINavigationController()
    lazy var backTracker = BackTracker(coordinator: self)

    func start() {
        navigationController.delegate = backTracker
        show(BoardCoordinator() { [unowned self] in self.openItem() })
    }

    private func openItem() {
        show(ItemCoordinator())
    }
}

/// One screen, pushed by the feed; its panels are child view controllers.
final class BoardCoordinator: Coordinator {
    var children: [UIViewController: Coordinator] = [:]
    var didFinish: (() -> Void)?
    var rootController: UIViewController
    var onOpen: () -> Void

    init(onOpen: @escaping () -> Void) {
        self.onOpen = onOpen
        rootController = BoardViewController()
    }

    func start() {
        guard let board = rootController as? BoardViewController else { return }
        let panel = PanelViewController(model: PanelModel(onOpen: { [unowned self] in self.onOpen() }))
        board.embed(panel)
    }
}

final class ItemCoordinator: Coordinator {
    var children: [UIViewController: Coordinator] = [:]
    var didFinish: (() -> Void)?
    var rootController: UIViewController = ItemViewController()

    func start() {
        guard let item = rootController as? ItemViewController else { return }
        item.onClose = { [weak self] in self?.didFinish?() }
        item.onNote = { [weak self] in self?.writeNote() }
    }

    /// Presents the note flow's own navigation controller over the item screen.
    private func writeNote() {
        let note = NoteCoordinator()
        children[note.rootController] = note
        note.start()
        rootController.present(note.rootController, animated: true)
    }
}

/// Presented as a form sheet; its present(_:) helper makes the note screen its stack's root.
final class NoteCoordinator: StackCoordinator {
    var children: [UIViewController: Coordinator] = [:]
    var didFinish: (() -> Void)?
    let navigationController = UINavigationController()

    init() {
        navigationController.modalPresentationStyle = .formSheet
    }

    func start() {
        present(NoteViewController())
    }
}

final class LeaveCoordinator: Coordinator {
    var children: [UIViewController: Coordinator] = [:]
    var didFinish: (() -> Void)?
    var rootController: UIViewController
    var onLeave: () -> Void

    init(onLeave: @escaping () -> Void) {
        self.onLeave = onLeave
        rootController = LeaveViewController()
    }

    func start() {
        guard let screen = rootController as? LeaveViewController else { return }
        screen.onLeave = { [weak self] in self?.onLeave() }
    }
}
