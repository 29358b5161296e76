import UIKit

final class ListViewController: UIViewController {
    var onOpen: (() -> Void)?
    var onBuy: (() -> Void)?
    var onReceipts: (() -> Void)?

    @objc func openTapped() { onOpen?() }
    @objc func buyTapped() { onBuy?() }
    @objc func receiptsTapped() { onReceipts?() }
}

final class ReceiptsViewController: UIViewController {}

final class ProductViewController: UIViewController {
    var onBuy: (() -> Void)?

    @objc func buyTapped() { onBuy?() }
}

final class PayViewController: UIViewController {
    var onDone: (() -> Void)?

    @objc func doneTapped() { onDone?() }
}
