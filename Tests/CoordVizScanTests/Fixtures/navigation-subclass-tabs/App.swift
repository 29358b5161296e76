import UIKit

final class ProfileFlowController: UINavigationController {
    init() {
        super.init(rootViewController: ProfileViewController())
        (viewControllers.first as? ProfileViewController)?.onEdit = { [weak self] in self?.showEdit() }
    }
    required init?(coder: NSCoder) { fatalError() }

    func showEdit() {
        let edit = EditProfileViewController()
        edit.onSave = { [weak self] in self?.popViewController(animated: true) }
        pushViewController(edit, animated: true)
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = UINavigationController(rootViewController: FeedViewController())
        feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        let profile = ProfileFlowController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
        viewControllers = [feed, profile]
    }
}

final class FeedViewController: UIViewController {
    @objc func postTapped() { navigationController?.pushViewController(PostViewController(), animated: true) }
}
final class PostViewController: UIViewController {}
final class ProfileViewController: UIViewController { var onEdit: (() -> Void)? }
final class EditProfileViewController: UIViewController { var onSave: (() -> Void)? }

final class SceneDelegate: UIResponder {
    var window: UIWindow?
    func scene() { window?.rootViewController = MainTabBarController() }
}
