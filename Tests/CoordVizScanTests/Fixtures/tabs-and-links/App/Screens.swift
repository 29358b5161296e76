import UIKit

protocol PostViewControllerDelegate: AnyObject {
    func postViewControllerDidTapAuthor(_ controller: PostViewController)
}

final class FeedViewController: UITableViewController {
    var onSelectPost: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectPost?("\(indexPath.row)")
    }
}

final class PostViewController: UIViewController {
    weak var delegate: PostViewControllerDelegate?
    let postID: String

    init(postID: String) {
        self.postID = postID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc func authorTapped() {
        delegate?.postViewControllerDidTapAuthor(self)
    }
}

final class ProfileViewController: UIViewController {
    private let coordinator: ProfileCoordinator

    init(coordinator: ProfileCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) { nil }

    @objc func settingsTapped() {
        coordinator.showSettings()
    }

#if DEBUG
    @objc func debugTapped() {
        coordinator.showDebugMenu()
    }
#endif
}

final class SettingsViewController: UIViewController {}

final class DebugMenuViewController: UIViewController {}
