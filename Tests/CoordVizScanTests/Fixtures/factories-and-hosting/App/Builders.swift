import SwiftUI
import UIKit

/// Makes the flows, each declared as the base class or the protocol it is used as.
final class FlowBuilder {
    func shop(navigation: UINavigationController) -> FlowCoordinator {
        ShopCoordinator(navigation: navigation)
    }

    func basket(navigation: UINavigationController, onDone: @escaping () -> Void) -> FlowCoordinator {
        let flow = BasketCoordinator(navigation: navigation)
        flow.onDone = onDone
        return flow
    }

    func welcome(returning: Bool, navigation: UINavigationController) -> FlowCoordinator {
        if returning {
            return ReturningCoordinator(navigation: navigation)
        } else {
            return NewcomerCoordinator(navigation: navigation)
        }
    }

    func help(navigation: UINavigationController) -> any Flow {
        HelpCoordinator(navigation: navigation)
    }

    func entry(_ entry: Entry) -> FlowCoordinator {
        switch entry {
        case .news: NewsCoordinator(navigation: UINavigationController())
        case .help: HelpCoordinator(navigation: UINavigationController())
        }
    }

    var tabs: FlowCoordinator { TabsCoordinator(navigation: UINavigationController()) }
    var feed: FlowCoordinator { FeedCoordinator(navigation: UINavigationController()) }
    var profile: FlowCoordinator { ProfileCoordinator(navigation: UINavigationController()) }

    var news: FlowCoordinator {
        let navigation = UINavigationController()
        return NewsCoordinator(navigation: navigation)
    }
}

/// Makes the screens, each declared as a plain view controller.
final class ScreenBuilder {
    func shelf(coordinator: ShopCoordinator) -> UIViewController {
        ShelfViewController(coordinator: coordinator)
    }

    func item() -> UIViewController {
        let screen = ItemViewController()
        screen.title = "Item"
        return screen
    }

    func about() -> UIViewController {
        UIHostingController(rootView: AboutPage())
    }

    func preferences() -> UIViewController {
        let page = PreferencesPage()
        let host = TintedHostingController(rootView: page, tint: .systemBlue)
        host.title = "Preferences"
        return host
    }

    /// A hosting controller of a design-system module the scan does not read.
    func news(animated: Bool = true) -> UIViewController {
        let page = NewsPage()
        return DesignHostingController(rootView: page)
    }

    func banner() -> UIViewController {
        let page = MessagePage<PromoMessage>(message: PromoMessage())
        return UIHostingController(rootView: page)
    }

    func receipt(onDone: @escaping () -> Void) -> UIViewController {
        ReceiptViewController(model: ReceiptModel(onDone: onDone))
    }

    func review(onSend: @escaping () -> Void) -> UIViewController {
        let screen = ReviewViewController()
        screen.onSend = onSend
        return screen
    }

    /// A screen from a storyboard: nothing the scan can name.
    func legacy() -> UIViewController {
        UIStoryboard(name: "Legacy", bundle: nil).instantiateInitialViewController()!
    }

    func offer(big: Bool) -> UIViewController {
        if big { return BigOfferViewController() }
        return SmallOfferViewController()
    }
}
