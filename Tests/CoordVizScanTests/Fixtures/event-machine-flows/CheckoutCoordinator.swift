import UIKit

/// Screens send events to the machine; what each event does is in the handler the coordinator
/// installs when it starts.
final class CheckoutCoordinator {
    private let navigationController: UINavigationController
    private let machine = CheckoutMachine()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        machine.addTransitionHandler { [weak self] context in
            guard let self else { return }
            switch (context.fromState, context.event, context.toState) {
            case (.cart, .pay, .payment):
                showPayment()
            case (.payment, .finish, .receipt):
                showReceipt()
            default:
                break
            }
        }
        machine.addErrorHandler { context in
            print("No route for \(context)")
        }
        let cart = CartViewController()
        cart.onPay = { [weak self] in self?.machine.processEvent(.pay) }
        navigationController.setViewControllers([cart], animated: false)
    }

    private func showPayment() {
        let payment = PaymentViewController()
        payment.onConfirm = { [weak self] in self?.machine.processEvent(.finish) }
        navigationController.pushViewController(payment, animated: true)
    }

    private func showReceipt() {
        navigationController.pushViewController(ReceiptViewController(), animated: true)
    }
}

final class CartViewController: UIViewController {
    var onPay: (() -> Void)?
}

final class PaymentViewController: UIViewController {
    var onConfirm: (() -> Void)?
}

final class ReceiptViewController: UIViewController {}
