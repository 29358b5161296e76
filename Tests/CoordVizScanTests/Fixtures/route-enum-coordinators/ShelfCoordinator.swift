import UIKit
import XCoordinator

enum ShelfRoute: Route {
    case shelf
    case book(String)
    case reader(String)
    case back
    case top
}

/// A stack of books: its first route is its root screen; a book is pushed, the reader presented.
final class ShelfCoordinator: NavigationCoordinator<ShelfRoute> {
    init() {
        super.init(initialRoute: .shelf)
    }

    override func prepareTransition(for route: ShelfRoute) -> NavigationTransition {
        switch route {
        case .shelf:
            let screen = ShelfViewController()
            let model = ShelfViewModel(router: unownedRouter)
            screen.bind(to: model)
            return .push(screen)
        case .book(let title):
            let screen = BookViewController()
            screen.bind(to: BookViewModel(title: title, router: unownedRouter))
            return .push(screen)
        case let .reader(title):
            let reader = ReaderCoordinator(title: title)
            return .present(reader)
        case .back:
            return .pop()
        case .top:
            return .popToRoot()
        }
    }
}
