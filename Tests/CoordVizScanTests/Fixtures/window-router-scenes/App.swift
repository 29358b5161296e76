import UIKit

// One coordinator for the whole window: it puts a tab bar in the window, presents the sign-in
// flow over it at launch, and every screen asks it for the next one by a destination value
// (`router.show(.post(id:), from: self, as: .push)`); one factory method maps each destination
// to its view controller, and one `switch` over the presentation pushes or presents it.

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: WindowCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let coordinator = WindowCoordinator(sceneDelegate: self)
        self.coordinator = coordinator
        coordinator.setup()
        window.makeKeyAndVisible()
    }
}

enum Session {
    static var isSignedIn = false
}

final class WindowCoordinator {
    enum Destination {
        case welcome
        case signIn
        case post(id: Int)
        case author(name: String)
        case settings
    }

    enum Presentation {
        case push
        case modal(animated: Bool)
    }

    private weak var sceneDelegate: SceneDelegate?
    private weak var tabBarController: HomeTabBarController?

    init(sceneDelegate: SceneDelegate) {
        self.sceneDelegate = sceneDelegate
    }

    func setup() {
        let tabs = HomeTabBarController(coordinator: self)
        tabBarController = tabs
        sceneDelegate?.window?.rootViewController = tabs
        if !Session.isSignedIn {
            DispatchQueue.main.async {
                self.show(.welcome, from: tabs, as: .modal(animated: false))
            }
        }
    }

    func showOwnProfile() {
        tabBarController?.selectedIndex = 3
    }

    @discardableResult
    func show(_ destination: Destination, from sender: UIViewController?, as presentation: Presentation) -> UIViewController? {
        guard let controller = controller(for: destination) else { return nil }
        switch presentation {
        case .push:
            sender?.navigationController?.pushViewController(controller, animated: true)
        case .modal(let animated):
            let navigation = UINavigationController(rootViewController: controller)
            sender?.present(navigation, animated: animated)
        }
        return controller
    }

    private func controller(for destination: Destination) -> UIViewController? {
        switch destination {
        case .welcome:
            let welcome = WelcomeViewController()
            welcome.coordinator = self
            return welcome
        case .signIn:
            let signIn = SignInViewController()
            signIn.coordinator = self
            return signIn
        case .post(let id):
            let post = PostViewController(postID: id)
            post.coordinator = self
            return post
        case .author(let name):
            let author = AuthorViewController(name: name)
            author.coordinator = self
            return author
        case .settings:
            return SettingsViewController()
        }
    }
}

final class HomeTabBarController: UITabBarController {
    weak var coordinator: WindowCoordinator?

    init(coordinator: WindowCoordinator) {
        self.coordinator = coordinator
        let timeline = TimelineViewController()
        timeline.coordinator = coordinator
        timeline.tabBarItem = UITabBarItem(title: "Timeline", image: UIImage(systemName: "house"), tag: 0)
        let explore = ExploreViewController()
        explore.coordinator = coordinator
        explore.tabBarItem = UITabBarItem(title: "Explore", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        let me = MeViewController()
        me.coordinator = coordinator
        me.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 3)
        // Tapping the middle tab presents the composer instead: a bare stand-in keeps its place.
        let compose = UIViewController()
        super.init(nibName: nil, bundle: nil)
        viewControllers = [timeline, explore, compose, me].map { UINavigationController(rootViewController: $0) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers(viewControllers, animated: false)
        selectedIndex = 0
    }
}

final class TimelineViewController: UIViewController {
    weak var coordinator: WindowCoordinator?

    @objc func openPost() {
        coordinator?.show(.post(id: 1), from: self, as: .push)
    }

    @objc func avatarTapped() {
        coordinator?.showOwnProfile()
    }
}

final class ExploreViewController: UIViewController {
    weak var coordinator: WindowCoordinator?

    @objc func openAuthor() {
        coordinator?.show(.author(name: "ada"), from: self, as: .push)
    }
}

final class MeViewController: UIViewController {
    weak var coordinator: WindowCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        let about = UIAction(title: "About This App") { [weak self] _ in
            self?.navigationController?.pushViewController(AboutViewController(), animated: true)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", menu: UIMenu(children: [about]))
    }

    @objc func openSettings() {
        coordinator?.show(.settings, from: self, as: .modal(animated: true))
    }
}

final class WelcomeViewController: UIViewController {
    weak var coordinator: WindowCoordinator?

    @objc func signIn() {
        coordinator?.show(.signIn, from: self, as: .push)
    }

    @objc func close() {
        dismiss(animated: true)
    }
}

final class SignInViewController: UIViewController {
    weak var coordinator: WindowCoordinator?
}

final class PostViewController: UIViewController {
    weak var coordinator: WindowCoordinator?
    let postID: Int

    init(postID: Int) {
        self.postID = postID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func openAuthor() {
        coordinator?.show(.author(name: "grace"), from: self, as: .push)
    }
}

final class AuthorViewController: UIViewController {
    weak var coordinator: WindowCoordinator?
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SettingsViewController: UIViewController {}

final class AboutViewController: UIViewController {}
