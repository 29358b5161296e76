import SwiftUI
import Stinsen

/// The library: the shelf at the bottom, books and authors pushed over it, preferences and the
/// reader shown modally.
final class LibraryCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \LibraryCoordinator.shelf)

    @Root var shelf = makeShelf
    @Route(.push) var book = makeBook
    @Route(.push) var author = makeAuthor
    @Route(.modal) var preferences = makePreferences
    @Route(.fullScreen) var reader = makeReader

    /// Opens the newest book; views reach it through their router's coordinator.
    func openNewest() {
        route(to: \.book, 1)
    }

    /// A link opening a book: no screen's action runs it.
    @ViewBuilder func customize(_ view: AnyView) -> some View {
        view.onOpenURL { url in
            self.route(to: \.book, Int(url.lastPathComponent) ?? 0)
        }
    }
}

extension LibraryCoordinator {
    @ViewBuilder func makeShelf() -> some View {
        ShelfView()
    }

    @ViewBuilder func makeBook(id: Int) -> some View {
        BookView(bookID: id)
    }

    func makeAuthor(name: String) -> some View {
        AuthorView(name: name)
    }

    func makePreferences() -> NavigationViewCoordinator<PreferencesCoordinator> {
        NavigationViewCoordinator(PreferencesCoordinator())
    }

    func makeReader(id: Int) -> some View {
        ReaderView(bookID: id)
    }
}
