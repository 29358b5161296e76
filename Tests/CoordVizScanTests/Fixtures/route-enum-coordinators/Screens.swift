import UIKit
import XCoordinator

final class ShelfViewController: UIViewController {
    private var model: ShelfViewModel?
    func bind(to model: ShelfViewModel) { self.model = model }
}

final class BookViewController: UIViewController {
    private var model: BookViewModel?
    func bind(to model: BookViewModel) { self.model = model }
}

final class ReaderViewController: UIViewController {
    private var model: ReaderViewModel?
    func bind(to model: ReaderViewModel) { self.model = model }
}

final class SettingsViewController: UIViewController {
    var router: UnownedRouter<SettingsRoute>!

    @objc func showLicenses() {
        router.trigger(.licenses)
    }
}

final class LicensesViewController: UIViewController {}
