import UIKit
import RxSwift

final class CatalogModel {
    let filterRequested = PublishSubject<Void>()
    let filter = PublishSubject<String?>()
}

final class CatalogScreen: UIViewController {
    var model: CatalogModel!
    let bag = DisposeBag()
    let filterButton = UIBarButtonItem()

    override func viewDidLoad() {
        super.viewDidLoad()
        filterButton.rx.tap.bind(to: model.filterRequested).disposed(by: bag)
    }
}

final class FilterScreen: UIViewController {}
