import Action
import UIKit
import XCoordinator

enum AppRoute: Route {
    case welcome
    case main((any Router<MainRoute>)?)
    case reset
}

/// The app's stack: the welcome screen, then a main flow the user picks from an alert.
class AppCoordinator: NavigationCoordinator<AppRoute> {
    init() {
        super.init(initialRoute: .welcome)
    }

    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
        switch route {
        case .welcome:
            Transition.push(makeWelcomeViewController())
        case let .main(router):
            mainTransition(for: router)
        case .reset:
            Transition.multiple(.dismissAll(), .popToRoot())
        }
    }

    private func mainTransition(for router: (any Router<MainRoute>)?) -> NavigationTransition {
        if let router {
            return .present(router)
        } else {
            return .present(makeChooser())
        }
    }

    private func makeWelcomeViewController() -> UIViewController {
        let screen = WelcomeViewController.instantiateFromNib()
        let model = WelcomeViewModel(router: self)
        screen.bind(to: model)
        return screen
    }

    private func makeChooser() -> UIAlertController {
        let chooser = UIAlertController(title: "Layout", message: nil, preferredStyle: .actionSheet)
        chooser.addAction(.init(title: "Tabs", style: .default) { [unowned self] _ in
            self.trigger(.main(MainTabsCoordinator()))
        })
        chooser.addAction(.init(title: "\(MainListCoordinator.self)", style: .default) { [unowned self] _ in
            self.trigger(.main(MainListCoordinator()))
        })
        return chooser
    }
}
