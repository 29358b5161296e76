import SwiftUI
import Observation

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesTab() }
    }
}

enum NotePage: Hashable {
    case note(id: Int)
    case folder(name: String)
    case author(id: Int)
}

@MainActor
@Observable
final class NotesRouter {
    var path: [NotePage] = []

    func navigate(to page: NotePage) {
        path.append(page)
    }

    /// A link opens a folder, an author or a note: one of the three, never all.
    func open(link: String) {
        if link.hasPrefix("folder:") {
            navigate(to: .folder(name: link))
        } else if link.hasPrefix("@") {
            navigate(to: .author(id: 1))
        } else {
            navigate(to: .note(id: 2))
        }
    }
}

extension View {
    func withNotePages() -> some View {
        navigationDestination(for: NotePage.self) { page in
            switch page {
            case let .note(id): NoteView(noteID: id)
            case let .folder(name): FolderView(name: name)
            case let .author(id): AuthorView(authorID: id)
            }
        }
    }
}

struct NotesTab: View {
    @State private var router = NotesRouter()
    var body: some View {
        NavigationStack(path: $router.path) {
            NotesView()
                .withNotePages()
        }
        .environment(router)
    }
}

struct NotesView: View {
    @Environment(NotesRouter.self) private var router
    @State private var shared: Int?

    var body: some View {
        List {
            preview
        }
        .onChange(of: shared) { _, value in
            switch value {
            case .some(let id):
                router.navigate(to: .note(id: id))
            case .none:
                router.navigate(to: .folder(name: "Inbox"))
            }
        }
    }

    private var preview: some View {
        Text("Welcome")
            .environment(\.openURL, OpenURLAction { url in
                router.open(link: url.absoluteString)
                return .handled
            })
    }
}

struct NoteView: View {
    let noteID: Int
    var body: some View { Text("Note") }
}

struct FolderView: View {
    let name: String
    var body: some View { Text(name) }
}

struct AuthorView: View {
    let authorID: Int
    var body: some View { Text("Author") }
}
