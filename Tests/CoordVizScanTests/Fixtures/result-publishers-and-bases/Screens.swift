import UIKit

final class SignInViewController: UIViewController {
    var coordinator: LaunchCoordinator?
    func signInTapped() { coordinator?.signedIn() }
}

final class NewsViewController: UIViewController {
    var coordinator: NewsCoordinator?
    func topicTapped() { _ = coordinator?.chooseTopic() }
    func sourceTapped() { coordinator?.chooseSource() }
}

final class TopicChooserViewController: UIViewController {
    var coordinator: TopicChooserCoordinator?
    func topicPicked() { coordinator?.chosen.send("science") }
}

final class SourceChooserViewController: UIViewController {
    var coordinator: SourceChooserCoordinator?
    func sourcePicked() { coordinator?.picked.send("wire") }
}

final class SettingsViewController: UIViewController {}
final class AccountViewController: UIViewController {}
