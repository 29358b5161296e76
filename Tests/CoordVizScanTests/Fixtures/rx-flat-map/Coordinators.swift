import UIKit
import RxSwift

class FlowCoordinator<Outcome> {
    let bag = DisposeBag()
    func start() -> Observable<Outcome> { fatalError("subclasses start") }
    func coordinate<T>(to flow: FlowCoordinator<T>) -> Observable<T> { flow.start() }
}

final class LaunchCoordinator: FlowCoordinator<Void> {
    private let window: UIWindow
    init(window: UIWindow) { self.window = window }

    override func start() -> Observable<Void> {
        let navigation = UINavigationController(rootViewController: CatalogScreen())
        window.rootViewController = navigation
        return coordinate(to: CatalogCoordinator(host: navigation.viewControllers[0]))
    }
}

final class CatalogCoordinator: FlowCoordinator<Void> {
    private let host: UIViewController
    init(host: UIViewController) { self.host = host }

    override func start() -> Observable<Void> {
        let screen = host as! CatalogScreen
        let model = CatalogModel()
        screen.model = model
        model.filterRequested
            .flatMapLatest { [weak self] _ -> Observable<String?> in
                guard let self else { return .empty() }
                return self.pickFilter()
            }
            .bind(to: model.filter)
            .disposed(by: bag)
        return .never()
    }

    private func pickFilter() -> Observable<String?> {
        coordinate(to: FilterCoordinator(host: host))
    }
}

final class FilterCoordinator: FlowCoordinator<String?> {
    private let host: UIViewController
    init(host: UIViewController) { self.host = host }

    override func start() -> Observable<String?> {
        let screen = FilterScreen()
        host.present(UINavigationController(rootViewController: screen), animated: true)
        return .never()
    }
}
