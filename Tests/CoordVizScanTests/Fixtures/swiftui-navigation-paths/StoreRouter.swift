import SwiftUI

enum StoreRoute: Hashable {
    case product(Int)
    case basket
    case checkout
}

/// The store tab's router: its stack is an array of routes, edited by the views themselves.
final class StoreRouter: ObservableObject {
    @Published var routes: [StoreRoute] = []
}

extension StoreRoute {
    @ViewBuilder
    var destination: some View {
        switch self {
        case .product(let id): ProductView(productID: id)
        case .basket: BasketView()
        case .checkout: CheckoutView()
        }
    }
}

struct StoreStack: View {
    @StateObject var router = StoreRouter()

    var body: some View {
        NavigationStack(path: $router.routes) {
            CatalogView(router: router)
                .navigationDestination(for: StoreRoute.self) { $0.destination }
        }
    }
}

struct CatalogView: View {
    @ObservedObject var router: StoreRouter

    var body: some View {
        Button("First product") { router.routes.append(.product(1)) }
        Button("Basket") { openBasket() }
    }

    func openBasket() { router.routes.append(.basket) }
}

struct ProductView: View {
    let productID: Int
    var body: some View { Text("Product \(productID)") }
}

struct BasketView: View {
    @EnvironmentObject var router: StoreRouter

    var body: some View {
        Button("Check out") { router.routes.append(.checkout) }
        Button("Keep shopping") { router.routes.removeLast() }
    }
}

struct CheckoutView: View {
    @EnvironmentObject var router: StoreRouter

    var body: some View {
        Button("Finish") { router.routes = [] }
    }
}
