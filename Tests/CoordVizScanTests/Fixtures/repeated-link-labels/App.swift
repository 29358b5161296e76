import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { ShelfView() }
    }
}

/// Two sections, each ending in a link of the same label.
struct ShelfView: View {
    var body: some View {
        NavigationStack {
            List {
                NewBooksSection()
                ClassicsSection()
            }
        }
    }
}

struct NewBooksSection: View {
    var body: some View {
        Section("New") {
            NavigationLink("See more") { NewBooksView() }
        }
    }
}

struct ClassicsSection: View {
    var body: some View {
        Section("Classics") {
            NavigationLink("See more") { ClassicsView() }
        }
    }
}

struct NewBooksView: View {
    var body: some View { Text("New") }
}

struct ClassicsView: View {
    var body: some View { Text("Classics") }
}
