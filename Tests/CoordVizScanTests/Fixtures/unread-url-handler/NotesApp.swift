import SwiftUI

/// A SwiftUI app whose links go to a model the scan cannot follow: the handler must be said.
@main
struct NotesApp: App {
    @State private var linkModel = LinkModel()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                NotesListView()
            }
            .onOpenURL { url in
                linkModel.open(url)
            }
        }
    }
}

struct NotesListView: View {
    var body: some View {
        NavigationLink("First note") { NoteView() }
    }
}

struct NoteView: View {
    var body: some View { Text("Note") }
}
