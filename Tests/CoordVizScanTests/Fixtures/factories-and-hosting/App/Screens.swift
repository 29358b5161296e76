import SwiftUI
import UIKit

final class ShelfViewController: UIViewController {
    private weak var coordinator: ShopCoordinator?

    init(coordinator: ShopCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    @objc func itemTapped() { coordinator?.showItem() }
    @objc func aboutTapped() { coordinator?.showAbout() }
    @objc func preferencesTapped() { coordinator?.showPreferences() }
    @objc func offerTapped() { coordinator?.showOffer() }
    @objc func helpTapped() { coordinator?.showHelp() }
    @objc func bannerTapped() { coordinator?.showBanner() }
    @objc func receiptTapped() { coordinator?.showReceipt() }
    @objc func reviewTapped() { coordinator?.showReview() }
    @objc func pickerTapped() { coordinator?.showPicker() }
}

final class ItemViewController: UIViewController {}

/// Tells its model when the user is done: the model calls the closure the coordinator gave.
struct ReceiptModel {
    let onDone: () -> Void
}

final class ReceiptViewController: UIViewController {
    private let model: ReceiptModel

    init(model: ReceiptModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
}

final class ReviewViewController: UIViewController {
    var onSend: (() -> Void)?
}

final class ThanksViewController: UIViewController {}
final class BigOfferViewController: UIViewController {}
final class SmallOfferViewController: UIViewController {}

/// A hosting controller of the app's own, for SwiftUI pages with a tint.
final class TintedHostingController<Content: View>: UIHostingController<Content> {
    init(rootView: Content, tint: UIColor) {
        super.init(rootView: rootView)
        view.tintColor = tint
    }
}

struct AboutPage: View {
    var body: some View { Text("About") }
}

struct PreferencesPage: View {
    var body: some View { Text("Preferences") }
}

struct HelpPage: View {
    var body: some View { Text("Help") }
}

struct NewsPage: View {
    var body: some View { Text("News") }
}

protocol Message {
    var text: String { get }
}

struct PromoMessage: Message {
    let text = "Two for one"
}

/// One page for any message: each message type it is made with is a screen of its own.
struct MessagePage<Content: Message>: View {
    let message: Content
    var body: some View { Text(message.text) }
}
