import UIKit

final class FeedCoordinator: Coordinating, PostViewControllerDelegate {
    let navigationController = UINavigationController()
    private unowned let parent: TabBarCoordinator

    init(parent: TabBarCoordinator) {
        self.parent = parent
    }

    func start() {
        let feed = FeedViewController()
        feed.onSelectPost = { [weak self] id in
            self?.showPost(id: id)
        }
        navigationController.viewControllers = [feed]
    }

    func showPost(id: String) {
        let post = PostViewController(postID: id)
        post.delegate = self
        navigationController.pushViewController(post, animated: true)
    }

    func postViewControllerDidTapAuthor(_ controller: PostViewController) {
        parent.showAuthorProfile()
    }
}
