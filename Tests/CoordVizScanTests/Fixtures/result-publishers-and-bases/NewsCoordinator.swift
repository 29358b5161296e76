import UIKit
import Combine

/// Shows the news; choosing a topic starts a child that answers through a publisher.
final class NewsCoordinator: FlowCoordinator {
    let navigation: UINavigationController
    var flows: [FlowCoordinator] = []
    var subscriptions = Set<AnyCancellable>()

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let news = NewsViewController()
        news.coordinator = self
        navigation.pushViewController(news, animated: false)
    }

    /// The parent closes the chooser when it answers, seen in the stream `start()` returns.
    func chooseTopic() -> AnyPublisher<String, Never> {
        let chooser = TopicChooserCoordinator(navigation: navigation)
        flows.append(chooser)
        return chooser.start()
            .handleEvents(receiveOutput: { [weak self] _ in self?.navigation.dismiss(animated: true) })
            .eraseToAnyPublisher()
    }

    /// The same, subscribed with `sink` on what a `coordinate(to:)` helper hands back.
    func chooseSource() {
        let chooser = SourceChooserCoordinator(navigation: navigation)
        coordinate(to: chooser)
            .sink { [weak self] _ in self?.navigation.dismiss(animated: true) }
            .store(in: &subscriptions)
    }

    func coordinate(to chooser: SourceChooserCoordinator) -> AnyPublisher<String, Never> {
        flows.append(chooser)
        return chooser.start()
    }
}

final class TopicChooserCoordinator: FlowCoordinator {
    let navigation: UINavigationController
    let chosen = PassthroughSubject<String, Never>()

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() -> AnyPublisher<String, Never> {
        let chooser = TopicChooserViewController()
        chooser.coordinator = self
        navigation.present(chooser, animated: true)
        return chosen.eraseToAnyPublisher()
    }
}

final class SourceChooserCoordinator: FlowCoordinator {
    let navigation: UINavigationController
    let picked: PassthroughSubject<String, Never> = PassthroughSubject()

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() -> AnyPublisher<String, Never> {
        let chooser = SourceChooserViewController()
        chooser.coordinator = self
        navigation.present(chooser, animated: true)
        return picked.eraseToAnyPublisher()
    }
}
