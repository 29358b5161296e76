import SwiftUI

@main
struct ShopApp: App {
    let shop = ShopCoordinator()

    var body: some Scene {
        WindowGroup {
            CoordinatedView(shop)
        }
    }
}

struct ShopView: View {
    let coordinator: ShopCoordinator

    var body: some View {
        Button("Product") { coordinator.showProduct(1) }
    }
}

struct ProductView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct AccountView: View {
    var body: some View {
        NavigationStack {
            Text("Account")
                .navigationTitle("Account")
        }
    }
}
