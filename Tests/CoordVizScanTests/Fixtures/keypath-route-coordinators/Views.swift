import SwiftUI
import Stinsen

/// The shelf's model reaches the router through the library's store, not the environment.
final class ShelfModel: ObservableObject {
    @RouterObject var router: LibraryCoordinator.Router?

    func openRandom() {
        router?.route(to: \.book, Int.random(in: 1...9))
    }
}

struct ShelfView: View {
    @EnvironmentObject private var router: LibraryCoordinator.Router
    @StateObject private var model = ShelfModel()

    var body: some View {
        List {
            Button("Dune") { router.route(to: \.book, 7) }
            Button("Newest") { router.coordinator.openNewest() }
            Button("Surprise me") { model.openRandom() }
        }
        .toolbar {
            Button("Preferences", action: openPreferences)
        }
    }

    private func openPreferences() {
        router.route(to: \.preferences)
    }
}

struct BookView: View {
    @EnvironmentObject var router: NavigationRouter<LibraryCoordinator>
    let bookID: Int

    var body: some View {
        VStack {
            Button("About the author") { router.route(to: \.author, "Frank") }
            Button("Read") { router.route(to: \.reader, bookID) }
            Button("Back") { router.popLast() }
        }
    }
}

struct AuthorView: View {
    @EnvironmentObject var router: LibraryCoordinator.Router
    let name: String

    var body: some View {
        VStack {
            PillButton("Back to the shelf") { router.popToRoot() }
            PillButton("Back") { router.popLast() }
        }
    }
}

/// A button of the app's own: its title is its first argument.
struct PillButton: View {
    let title: String
    let action: () -> Void

    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    var body: some View {
        Button(title, action: action).buttonStyle(.borderedProminent)
    }
}

struct ReaderView: View {
    @EnvironmentObject var router: LibraryCoordinator.Router
    let bookID: Int

    var body: some View {
        Button("Close") { router.popLast() }
    }
}

struct PreferencesView: View {
    @EnvironmentObject var router: PreferencesCoordinator.Router

    var body: some View {
        Form {
            Button("Fonts") { router.route(to: \.fonts) }
            Button("Done") { router.dismissCoordinator() }
        }
    }
}

struct FontsView: View {
    @EnvironmentObject var router: PreferencesCoordinator.Router

    var body: some View {
        Button("Apply", action: apply)
    }

    func apply() {
        router.popLast()
    }
}
