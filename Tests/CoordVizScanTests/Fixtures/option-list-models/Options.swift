import UIKit

struct Option {
    let title: String
    let action: () -> Void
}

protocol OptionListModel {
    var options: [Option] { get }
}

final class StartOptionsViewModel: OptionListModel {
    weak var router: ShopRouting?
    private(set) var options: [Option] = []

    init(router: ShopRouting) {
        self.router = router
        options = [
            Option(title: "Browse") { [weak self] in self?.router?.userWantsToBrowse() },
            Option(title: "Scan") { [weak self] in self?.router?.userWantsToScan() },
        ]
    }
}

final class CategoryOptionsViewModel: OptionListModel {
    weak var router: ShopRouting?
    private(set) var options: [Option] = []

    init(router: ShopRouting) {
        self.router = router
        options = ["Fruit", "Bread"].map { name in
            Option(title: name) { [weak self] in self?.router?.userPicked(category: name) }
        }
    }
}

final class OptionListViewController: UIViewController {
    let viewModel: OptionListModel

    init(viewModel: OptionListModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
}

final class ScannerViewController: UIViewController {
    weak var router: ShopRouting?

    @objc func doneTapped() {
        router?.setupDidFinish()
    }
}

final class ProductListViewController: UIViewController {}
