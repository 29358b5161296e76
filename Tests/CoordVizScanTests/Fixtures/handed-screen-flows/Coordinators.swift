import UIKit
import RxSwift

/// Children answer through what `start()` returns; a parent waits on it with `coordinate(to:)`.
class StepCoordinator<Answer> {
    let bag = DisposeBag()
    func start() -> Observable<Answer> { fatalError("each flow starts itself") }
    func coordinate<T>(to step: StepCoordinator<T>) -> Observable<T> { step.start() }
}

/// The window shows a navigation controller whose first screen the recipes flow is handed.
final class KitchenCoordinator: StepCoordinator<Void> {
    private let window: UIWindow
    init(window: UIWindow) { self.window = window }

    override func start() -> Observable<Void> {
        let navigation = UINavigationController(rootViewController: RecipeListScreen())
        window.rootViewController = navigation
        let recipes = RecipesCoordinator(screen: navigation.viewControllers[0])
        return coordinate(to: recipes)
    }
}

/// Works on the screen it is handed, and hands that screen on to its children.
final class RecipesCoordinator: StepCoordinator<Void> {
    private let screen: UIViewController
    init(screen: UIViewController) { self.screen = screen }

    override func start() -> Observable<Void> {
        let list = screen as! RecipeListScreen
        let model = RecipeListModel()
        list.model = model
        model.recipeTapped
            .subscribe(onNext: { [weak self] _ in self?.showRecipe() })
            .disposed(by: bag)
        model.sortTapped
            .flatMap { [weak self] _ -> Observable<String> in
                guard let self else { return .empty() }
                return self.pickSorting()
            }
            .bind(to: model.sorting)
            .disposed(by: bag)
        return .never()
    }

    private func showRecipe() {
        coordinate(to: RecipeCoordinator(screen: screen))
    }

    private func pickSorting() -> Observable<String> {
        coordinate(to: SortingCoordinator(screen: screen))
    }
}

/// Pushes onto the navigation controller of the screen it was handed.
final class RecipeCoordinator: StepCoordinator<Void> {
    private let screen: UIViewController
    init(screen: UIViewController) { self.screen = screen }

    override func start() -> Observable<Void> {
        screen.navigationController?.pushViewController(RecipeScreen(), animated: true)
        return .empty()
    }
}

/// Presents its own stack over the handed screen; picking or cancelling, whichever comes first, closes it.
final class SortingCoordinator: StepCoordinator<String> {
    private let screen: UIViewController
    init(screen: UIViewController) { self.screen = screen }

    override func start() -> Observable<String> {
        let sorting = SortingScreen()
        let model = SortingModel()
        sorting.model = model
        let picked = model.picked.map { $0 }
        let cancelled = model.cancelled.map { _ in "" }
        screen.present(UINavigationController(rootViewController: sorting), animated: true)
        return Observable.merge(picked, cancelled)
            .take(1)
            .do(onNext: { _ in sorting.dismiss(animated: true) })
    }
}
