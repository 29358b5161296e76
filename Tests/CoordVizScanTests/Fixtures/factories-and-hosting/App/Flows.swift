import UIKit

protocol Flow: AnyObject {
    func start()
}

/// Every flow of the app inherits this class and is handed out by the factories as one.
class FlowCoordinator: Flow {
    let navigation: UINavigationController
    private(set) var flows: [any Flow] = []
    private weak var parentFlow: FlowCoordinator?

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {}

    func attach(_ flow: any Flow) {
        flows.append(flow)
        (flow as? FlowCoordinator)?.parentFlow = self
        flow.start()
    }

    func set(_ screen: UIViewController, animated: Bool = false) {
        set([screen], animated: animated)
    }

    func set(_ screens: [UIViewController], animated: Bool = false) {
        navigation.setViewControllers(screens, animated: animated)
    }
}

enum Entry {
    case news, help

    static var saved: Entry { UserDefaults.standard.bool(forKey: "help") ? .help : .news }
}

/// A flow that can be reset: the alias composes the base class and a protocol.
typealias ResettableFlow = FlowCoordinator & Resettable

protocol Resettable {
    func reset()
}

final class AppCoordinator: FlowCoordinator {
    private let builder = FlowBuilder()

    override func start() {
        let shop = builder.shop(navigation: navigation)
        attach(shop)
        let basket = builder.basket(navigation: navigation) { [weak self] in
            self?.start()
        }
        attach(basket)
        let welcome = builder.welcome(returning: UserDefaults.standard.bool(forKey: "returning"), navigation: navigation)
        attach(welcome)
        attach(builder.help(navigation: navigation))
        attach(builder.news)
        attach(builder.entry(Entry.saved))
        attach(builder.tabs)
    }
}

final class ShopCoordinator: FlowCoordinator {
    private let screens = ScreenBuilder()

    override func start() {
        let shelf = screens.shelf(coordinator: self)
        navigation.setViewControllers([shelf], animated: false)
    }

    func showItem() {
        let item = screens.item()
        navigation.pushViewController(item, animated: true)
    }

    func showAbout() {
        navigation.pushViewController(screens.about(), animated: true)
    }

    func showPreferences() {
        navigation.pushViewController(screens.preferences(), animated: true)
    }

    func showOffer() {
        navigation.pushViewController(screens.offer(big: true), animated: true)
    }

    private lazy var banner: UIViewController = {
        screens.banner()
    }()

    func showBanner() {
        navigation.pushViewController(banner, animated: true)
    }

    func showReceipt() {
        let receipt = screens.receipt(onDone: { [weak self] in
            self?.navigation.popToRootViewController(animated: true)
        })
        navigation.pushViewController(receipt, animated: true)
    }

    func showReview() {
        navigation.pushViewController(screens.review(onSend: thank), animated: true)
    }

    private func thank() {
        navigation.pushViewController(ThanksViewController(), animated: true)
    }

    func showPicker() {
        attach(PickerCoordinator(navigation: navigation))
    }

    func showHelp() {
        let host = UIHostingController(rootView: HelpPage())
        navigation.present(host, animated: true)
    }
}

final class BasketCoordinator: FlowCoordinator {
    var onDone: (() -> Void)?
}

final class ReturningCoordinator: FlowCoordinator {}
final class NewcomerCoordinator: FlowCoordinator {}

final class HelpCoordinator: FlowCoordinator {
    private let screens = ScreenBuilder()

    override func start() {
        let legacy = screens.legacy()
        navigation.setViewControllers([legacy], animated: false)
    }
}
final class NewsCoordinator: ResettableFlow {
    private let screens = ScreenBuilder()

    override func start() {
        set(screens.news())
    }

    func reset() {}
}
