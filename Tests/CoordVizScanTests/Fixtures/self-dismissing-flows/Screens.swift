import UIKit

final class ShelfViewController: UIViewController {
    var onOpenBook: (() -> Void)?
    var onHelp: (() -> Void)?
    @objc func bookTapped() { onOpenBook?() }
    @objc func helpTapped() { onHelp?() }
}

final class BookViewController: UIViewController {}

final class HelpViewController: UIViewController {
    var onDone: (() -> Void)?
    @objc func doneTapped() { onDone?() }
}

final class RenewFormViewController: UIViewController {
    var onRenew: (() -> Void)?
    var onCancel: (() -> Void)?
    @objc func renewTapped() { onRenew?() }
    @objc func cancelTapped() { onCancel?() }
}

final class RenewReceiptViewController: UIViewController {
    var onClose: (() -> Void)?
    @objc func closeTapped() { onClose?() }
}
