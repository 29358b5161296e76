import SwiftUI

enum ShopRoute: Hashable {
    case product(Int)
    case cart
    case checkout
}

struct ShopCoordinatorView: View {
    @State private var path: [ShopRoute] = []
    @State private var showsLogin = false

    var body: some View {
        NavigationStack(path: $path) {
            CatalogView(onSelect: { id in path.append(.product(id)) }, onCart: showCart, onLogin: { showsLogin = true })
                .navigationDestination(for: ShopRoute.self) { route in
                    switch route {
                    case .product(let id):
                        ProductView(id: id, onAddToCart: showCart)
                    case .cart:
                        CartView(onCheckout: { path.append(.checkout) })
                    case .checkout:
                        CheckoutView(onDone: { path.removeAll() })
                    }
                }
        }
        .sheet(isPresented: $showsLogin) {
            LoginView(onClose: { showsLogin = false })
        }
    }

    private func showCart() {
        path.append(.cart)
    }
}

struct CatalogView: View {
    let onSelect: (Int) -> Void
    let onCart: () -> Void
    let onLogin: () -> Void
    var body: some View {
        List(0..<5, id: \.self) { id in Button("Item \(id)") { onSelect(id) } }
            .toolbar {
                Button("Cart", action: onCart)
                Button("Log in", action: onLogin)
            }
    }
}

struct ProductView: View {
    let id: Int
    let onAddToCart: () -> Void
    var body: some View { Button("Add to cart", action: onAddToCart) }
}

struct CartView: View {
    let onCheckout: () -> Void
    var body: some View { Button("Checkout") { onCheckout() } }
}

struct CheckoutView: View {
    let onDone: () -> Void
    var body: some View { Button("Done", action: onDone) }
}

struct LoginView: View {
    let onClose: () -> Void
    var body: some View { Button("Close", action: onClose) }
}
