import SwiftUI

enum LibraryPage: Hashable {
    case shelf
    case book(id: Int)
    case author(String)
    case reviews
}

enum LibraryModal: Identifiable {
    case addBook
    case share(Int)
    var id: String { "\(self)" }
}

/// Holds the library tab's stack as a `NavigationPath`; views reach it from the environment.
final class LibraryCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var modal: LibraryModal?

    func show(_ page: LibraryPage) { path.append(page) }
    func back() { path.removeLast() }
    func backToShelf() { path = NavigationPath() }
    func open(_ modal: LibraryModal) { self.modal = modal }
    func close() { modal = nil }

    @ViewBuilder
    func screen(for page: LibraryPage) -> some View {
        switch page {
        case .shelf: ShelfView()
        case .book(let id): BookView(bookID: id)
        case .author(let name): AuthorView(name: name)
        case .reviews: ReviewsView()
        }
    }

    @ViewBuilder
    func screen(for modal: LibraryModal) -> some View {
        switch modal {
        case .addBook: AddBookView()
        case .share(let id): ShareView(bookID: id)
        }
    }
}

struct LibraryStack: View {
    @StateObject private var coordinator = LibraryCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.screen(for: .shelf)
                .navigationDestination(for: LibraryPage.self) { coordinator.screen(for: $0) }
                .sheet(item: $coordinator.modal) { coordinator.screen(for: $0) }
        }
        .environmentObject(coordinator)
    }
}
