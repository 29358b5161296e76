import SwiftUI
import Observation

@main
struct CardsApp: App {
    var body: some Scene {
        WindowGroup { CardsTab() }
    }
}

enum CardPage: Hashable {
    case card(id: Int)
}

enum CardSheet: Identifiable {
    case share
    var id: String { "\(self)" }
}

@MainActor
@Observable
final class CardRouter {
    var path: [CardPage] = []
    var sheet: CardSheet?

    func navigate(to page: CardPage) {
        path.append(page)
    }
}

/// A row's model keeps the router it is handed; its methods move it.
@MainActor
@Observable
final class CardRowModel {
    let router: CardRouter
    init(router: CardRouter) {
        self.router = router
    }

    func openBack() {
        router.navigate(to: .card(id: 0))
    }

    /// Called by a view the sources do not hold.
    func openFront() {
        router.navigate(to: .card(id: 1))
    }
}

extension View {
    func withCardPages() -> some View {
        navigationDestination(for: CardPage.self) { page in
            switch page {
            case let .card(id): CardView(cardID: id)
            }
        }
    }

    func withCardSheets(sheet: Binding<CardSheet?>) -> some View {
        self.sheet(item: sheet) { destination in
            switch destination {
            case .share: ShareView()
            }
        }
    }
}

struct CardsTab: View {
    @State private var router = CardRouter()
    var body: some View {
        NavigationStack(path: $router.path) {
            CardsView()
                .withCardPages()
                .withCardSheets(sheet: $router.sheet)
        }
        .environment(router)
    }
}

struct CardsView: View {
    @Environment(CardRouter.self) private var router
    var body: some View {
        List {
            CardMenu(model: CardRowModel(router: router))
        }
    }
}

/// Reaches the router through the model it is handed.
struct CardMenu: View {
    var model: CardRowModel
    var body: some View {
        Button("Share") { model.router.sheet = .share }
        Button("Open") { model.router.navigate(to: .card(id: 1)) }
        Button("Back side") { model.openBack() }
    }
}

struct CardView: View {
    let cardID: Int
    var body: some View { Text("Card") }
}

struct ShareView: View {
    var body: some View { Text("Share") }
}
