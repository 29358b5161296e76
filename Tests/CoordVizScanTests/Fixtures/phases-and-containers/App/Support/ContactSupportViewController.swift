import UIKit

/// Adopted by every flow that offers help: each decides what happens after sending.
protocol ContactSupportDelegate: AnyObject {
    func contactSupportDidSend(_ controller: ContactSupportViewController)
}

final class ContactSupportViewController: UIViewController {
    weak var delegate: ContactSupportDelegate?

    @objc private func sendTapped() {
        delegate?.contactSupportDidSend(self)
    }
}

