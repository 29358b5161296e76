import SwiftUI

/// The app's coordinator: its view shows the sign-in flow or the library by its state.
final class AppCoordinator: ObservableObject {
    @Published var isSignedIn = false
    private let signInCoordinator = SignInCoordinator()
    private let libraryCoordinator = LibraryCoordinator()

    @ViewBuilder var rootView: some View {
        if isSignedIn {
            LibraryContainer(coordinator: libraryCoordinator)
        } else {
            signInCoordinator.rootView
        }
    }

    /// Not a view: a switch over the same state that lets go of nothing on screen.
    func refresh() {
        if isSignedIn {
            libraryCoordinator.reload()
        } else {
            signInCoordinator.reset()
        }
    }
}

final class SignInCoordinator: ObservableObject {
    @ViewBuilder var rootView: some View {
        SignInView()
    }

    func reset() {}
}

final class LibraryCoordinator: ObservableObject {
    @ViewBuilder var rootView: some View {
        ShelfView()
    }

    func reload() {}
}

struct LibraryContainer: View {
    @ObservedObject var coordinator: LibraryCoordinator
    var body: some View {
        NavigationStack { coordinator.rootView }
    }
}

struct SignInView: View {
    var body: some View { Text("Sign in") }
}

struct ShelfView: View {
    var body: some View { Text("Shelf") }
}

@main
struct BooksApp: App {
    @StateObject private var coordinator = AppCoordinator()
    var body: some Scene {
        WindowGroup { coordinator.rootView }
    }
}
