import UIKit
import XCoordinator

enum ReaderRoute: Route {
    case page(String)
    case done
}

/// Presented over the shelf with a stack of its own; closing it dismisses it.
final class ReaderCoordinator: NavigationCoordinator<ReaderRoute> {
    init(title: String) {
        super.init(initialRoute: .page(title))
    }

    override func prepareTransition(for route: ReaderRoute) -> NavigationTransition {
        switch route {
        case .page(let title):
            let screen = ReaderViewController()
            screen.bind(to: ReaderViewModel(title: title, router: unownedRouter))
            return .push(screen)
        case .done:
            return .dismiss()
        }
    }
}
