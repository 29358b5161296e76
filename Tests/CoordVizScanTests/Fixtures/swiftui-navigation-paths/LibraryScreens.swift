import SwiftUI

struct ShelfView: View {
    @EnvironmentObject var coordinator: LibraryCoordinator
    let featured = 7

    var body: some View {
        VStack {
            Button("Featured book") { coordinator.show(.book(id: 1)) }
            Button { coordinator.open(.addBook) } label: { Text("Add a book") }
            // A route only known at run time: reported, not guessed.
            Button("Surprise me") { coordinator.show(randomPage()) }
        }
    }

    func randomPage() -> LibraryPage { .book(id: featured) }
}

struct BookView: View {
    let bookID: Int
    @EnvironmentObject var coordinator: LibraryCoordinator

    var body: some View {
        Button("About the author") { coordinator.show(.author("someone")) }
        Button("Share") { coordinator.open(.share(bookID)) }
    }
}

struct AuthorView: View {
    let name: String
    @EnvironmentObject var coordinator: LibraryCoordinator

    var body: some View {
        Button("Reviews") { coordinator.path.append(LibraryPage.reviews) }
        Button("Back") { coordinator.back() }
    }
}

struct ReviewsView: View {
    @EnvironmentObject var coordinator: LibraryCoordinator

    var body: some View {
        Button("Done") { coordinator.backToShelf() }
    }
}

struct AddBookView: View {
    @EnvironmentObject var coordinator: LibraryCoordinator

    var body: some View {
        Button("Cancel") { coordinator.close() }
    }
}

struct ShareView: View {
    let bookID: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") { dismiss() }
    }
}
