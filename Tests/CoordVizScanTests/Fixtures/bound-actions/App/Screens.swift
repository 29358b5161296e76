import UIKit

final class WelcomeModel {
    let onEnter: () -> Void
    init(onEnter: @escaping () -> Void) { self.onEnter = onEnter }
}

/// Binds its button to the model's closure itself, not to a closure of its own.
final class WelcomeViewController: UIViewController {
    let model: WelcomeModel
    let enterButton = UIButton()

    init(model: WelcomeModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        enterButton.tapped.observe(with: model.onEnter)
    }
}

final class PanelModel {
    let onOpen: () -> Void
    init(onOpen: @escaping () -> Void) { self.onOpen = onOpen }
}

final class PanelViewController: UIViewController {
    let model: PanelModel
    let openButton = UIButton()

    init(model: PanelModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    func bindModel() {
        openButton.tapped.observe(with: model.onOpen)
    }
}

final class BoardViewController: UIViewController {
    func embed(_ panel: UIViewController) {
        addChild(panel)
        view.addSubview(panel.view)
    }
}

final class ItemViewController: UIViewController {
    var onClose: (() -> Void)?
    var onNote: (() -> Void)?
    let closeButton = UIButton()
    let noteButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.tapped.observe { [weak self] in self?.onClose?() }
        noteButton.tapped.observe { [weak self] in self?.onNote?() }
    }
}

final class NoteViewController: UIViewController {}

final class LeaveViewController: UIViewController {
    var onLeave: (() -> Void)?
    let leaveButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        leaveButton.tapped.observe { [weak self] in self?.onLeave?() }
    }
}
