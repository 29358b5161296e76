import UIKit

final class HomeViewController: UIViewController {
    var onCards: (() -> Void)?
    var onTour: (() -> Void)?
    var onReceipts: (() -> Void)?
}

/// What the cards stack starts with, as the cards coordinator holds it.
protocol CardListScreen: AnyObject {}

final class CardListViewController: UIViewController, CardListScreen {}
final class StatementViewController: UIViewController {}
final class TourViewController: UIViewController { var onDone: (() -> Void)? }
final class WelcomeViewController: UIViewController { var onDone: (() -> Void)? }
final class ReceiptListViewController: UIViewController {}
final class LimitsViewController: UIViewController {}
final class HelpViewController: UIViewController {}
