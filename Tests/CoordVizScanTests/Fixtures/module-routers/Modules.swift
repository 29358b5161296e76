import UIKit

protocol ArticlesRouterProtocol: AnyObject {
    func showArticle(_ id: Int)
    func showSettings()
}

final class ArticlesRouter: ArticlesRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = ArticlesViewController()
        let presenter = ArticlesPresenter()
        let router = ArticlesRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }

    func showArticle(_ id: Int) {
        let detail = ArticleRouter.createModule(articleID: id)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func showSettings() {
        let settings = SettingsRouter.createModule()
        viewController?.present(UINavigationController(rootViewController: settings), animated: true)
    }
}

final class ArticlesPresenter {
    var router: ArticlesRouterProtocol?
    func didSelectArticle(_ id: Int) { router?.showArticle(id) }
    func didTapSettings() { router?.showSettings() }
}

final class ArticlesViewController: UIViewController {
    var presenter: ArticlesPresenter?
    @objc func settingsTapped() { presenter?.didTapSettings() }
    func tableView(didSelectRowAt row: Int) { presenter?.didSelectArticle(row) }
}

final class ArticleRouter {
    weak var viewController: UIViewController?
    static func createModule(articleID: Int) -> UIViewController {
        let view = ArticleViewController()
        let router = ArticleRouter()
        router.viewController = view
        view.router = router
        return view
    }
    func showComments() {
        viewController?.navigationController?.pushViewController(CommentsViewController(), animated: true)
    }
}

final class ArticleViewController: UIViewController {
    var router: ArticleRouter?
    @objc func commentsTapped() { router?.showComments() }
}

final class CommentsViewController: UIViewController {}

final class SettingsRouter {
    static func createModule() -> UIViewController { SettingsViewController() }
}

final class SettingsViewController: UIViewController {
    @objc func doneTapped() { dismiss(animated: true) }
}

final class AppDelegate: UIResponder {
    var window: UIWindow?
    func application() -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: ArticlesRouter.createModule())
        window?.makeKeyAndVisible()
        return true
    }
}
