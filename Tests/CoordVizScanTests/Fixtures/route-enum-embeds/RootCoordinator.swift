import UIKit
import XCoordinator

enum RootRoute: Route {
    case signIn
    case home
}

/// A plain view controller whose content is the child it embeds; its first route runs from init.
final class RootCoordinator: ViewCoordinator<RootRoute> {
    init() {
        super.init(rootViewController: .init(), initialRoute: nil)
        trigger(.signIn)
    }

    override func prepareTransition(for route: RootRoute) -> ViewTransition {
        switch route {
        case .signIn:
            return .embed(SignInCoordinator(), in: rootViewController)
        case .home:
            return .embed(HomeTabsCoordinator(), in: rootViewController)
        }
    }
}

enum SignInRoute: Route {
    case form
    case done
}

/// Embeds its form; signing in embeds the tab bar in its place.
final class SignInCoordinator: ViewCoordinator<SignInRoute> {
    init() {
        super.init(rootViewController: .init(), initialRoute: nil)
        trigger(.form)
    }

    override func prepareTransition(for route: SignInRoute) -> ViewTransition {
        switch route {
        case .form:
            let screen = SignInViewController()
            screen.bind(to: SignInViewModel(router: strongRouter))
            return .embed(screen, in: rootViewController)
        case .done:
            return .embed(HomeTabsCoordinator(), in: rootViewController)
        }
    }
}
