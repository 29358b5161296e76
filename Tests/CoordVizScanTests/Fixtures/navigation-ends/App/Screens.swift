import UIKit

final class ProductCell: UITableViewCell {
    var onCheckout: (() -> Void)?
}

final class ProductListViewController: UITableViewController {
    weak var coordinator: ShopCoordinator?

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath) as! ProductCell
        cell.onCheckout = { [weak self] in
            self?.coordinator?.checkout()
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.showProduct()
    }
}

final class ProductViewController: UIViewController {
    weak var coordinator: ShopCoordinator?

    @objc func accountTapped() {
        coordinator?.openAccount()
    }

    @objc func reviewsTapped() {
        coordinator?.showReviews()
    }

    @objc func backToListTapped() {
        navigationController?.popToRootViewController(animated: true)
    }
}

final class PaymentViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    @objc func payTapped() { coordinator?.paid() }
    @objc func backTapped() { coordinator?.stepBack() }
    @objc func abandonTapped() { coordinator?.abandon() }
}

/// A base the app's forms share: its help button is on every form, never on a bare form.
class FormViewController: UIViewController {
    var onHelp: (() -> Void)?

    @objc func helpTapped() { onHelp?() }
}

final class AccountViewController: FormViewController {
    weak var coordinator: AccountCoordinator?
}

final class HelpViewController: UIViewController {}

final class ReviewsViewController: UIViewController {
    weak var coordinator: ReviewsCoordinator?

    @objc func closeTapped() { coordinator?.finish() }
}
