import UIKit
import RxSwift

final class RecipeListModel {
    let recipeTapped = PublishSubject<Int>()
    let sortTapped = PublishSubject<Void>()
    let sorting = BehaviorSubject<String>(value: "name")
}

final class RecipeListScreen: UIViewController {
    var model: RecipeListModel!

    @objc func rowTapped() { model.recipeTapped.onNext(0) }
    @objc func sortTapped() { model.sortTapped.onNext(()) }
}

final class RecipeScreen: UIViewController {}

final class SortingModel {
    let picked = PublishSubject<String>()
    let cancelled = PublishSubject<Void>()
}

final class SortingScreen: UIViewController {
    var model: SortingModel!

    @objc func optionTapped() { model.picked.onNext("time") }
    @objc func cancelTapped() { model.cancelled.onNext(()) }
}
