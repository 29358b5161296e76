import CoordVizScan
import Testing

/// Coordinators of a key-path routing library (Stinsen): `NavigationCoordinatable` classes whose
/// `@Root` / `@Route(.push)` / `@Route(.modal)` properties name make functions, a stack started with
/// `NavigationStack(initial:)`, and views asking their `Coordinator.Router` to `route(to: \.x)`,
/// `popLast()`, `popToRoot()` or `dismissCoordinator()`.
@Suite("Scanning key-path route coordinators")
struct KeyPathRouteScanTests {
    @Test("the first route's view roots the stack, and a modal route making a coordinator is a child presented from the screen routing to it")
    func coordinatorsAndChildren() throws {
        let app = try FlowEndScanTests.scan("keypath-route-coordinators")
        let library = app.coordinators.first { $0.name == "LibraryCoordinator" }
        #expect(library?.container == .stack(["ShelfView"]))
        #expect(library?.children.map { "\($0.property ?? "?"): \($0.coordinator)" } == ["preferences: PreferencesCoordinator"])
        let preferences = app.coordinators.first { $0.name == "PreferencesCoordinator" }
        #expect(preferences?.container == .stack(["PreferencesView"]))
        #expect(preferences?.presentation?.from == "ShelfView")
        #expect(app.root == "LibraryCoordinator")
    }

    @Test("each router call is a transition from the view it is written in, named after its button (one of the app's too; a model's method after the button calling it): push, present, a child started, pop, popToRoot, and popLast on a modal view or dismissCoordinator as a dismiss")
    func routerTransitions() throws {
        let app = try FlowEndScanTests.scan("keypath-route-coordinators")
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "AuthorView.Back to the shelf: popToRoot LibraryCoordinator",
            "AuthorView.Back: pop LibraryCoordinator",
            "BookView.About the author: push AuthorView",
            "BookView.Back: pop LibraryCoordinator",
            "BookView.Read: present ReaderView",
            "FontsView.apply(): pop PreferencesCoordinator",
            "PreferencesView.Done: dismiss ",
            "PreferencesView.Fonts: push FontsView",
            "ReaderView.Close: dismiss ",
            "ShelfView.Dune: push BookView",
            "ShelfView.Newest: push BookView",
            "ShelfView.Surprise me: push BookView",
            "ShelfView.openPreferences(): startChild PreferencesCoordinator, present PreferencesView",
        ])
    }

    @Test("a route the coordinator asks of itself where no screen's action runs it is reported, not guessed")
    func unreachedRouteReported() throws {
        let app = try FlowEndScanTests.scan("keypath-route-coordinators")
        #expect(app.unresolved.map(\.message) == [
            "LibraryCoordinator.customize(_:) asks `self.route(to: \\.book, Int(url.lastPathComponent) ?? 0)` where no screen's action the scan read runs it (a deep link, a subscription): it is not read",
        ])
    }

    @Test("a modal that cannot be swiped away is a modal all the same; a presentation scan does not know is read as a push and reported")
    func presentationStyles() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import SwiftUI
        import Stinsen
        final class NotesCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\NotesCoordinator.list)
            @Root var list = makeList
            @Route(.modal(dismissible: false)) var editor = makeEditor
            @Route(.modalNonDismissible) var share = makeShare
            @Route(.sidebar) var folders = makeFolders
            func makeList() -> some View { NoteListView() }
            func makeEditor() -> some View { EditorView() }
            func makeShare() -> some View { ShareView() }
            func makeFolders() -> some View { FoldersView() }
        }
        struct NoteListView: View {
            @EnvironmentObject var router: NotesCoordinator.Router
            var body: some View {
                Button("New") { router.route(to: \\.editor) }
                Button("Share") { router.route(to: \\.share) }
                Button("Folders") { router.route(to: \\.folders) }
            }
        }
        struct EditorView: View { var body: some View { Text("Editor") } }
        struct ShareView: View { var body: some View { Text("Share") } }
        struct FoldersView: View { var body: some View { Text("Folders") } }
        """)
        #expect(ScreenCallbackScanTests.transitions(app) == [
            "NoteListView.Folders: push FoldersView",
            "NoteListView.New: present EditorView",
            "NoteListView.Share: present ShareView",
        ])
        #expect(app.unresolved.map(\.message) == [
            "NotesCoordinator's route `folders` shows with `.sidebar`, a presentation scan does not know: it is read as a push",
        ])
    }

    @Test("a fork's CoordinatorStack starts the stack too; focusFirst on a stack's first route goes back to its root; a router method scan does not read is reported")
    func unreadRouterMethods() throws {
        let app = try NavigationPathScanTests.scan(source: """
        import SwiftUI
        import Stinsen
        final class InboxCoordinator: NavigationCoordinatable {
            let stack = CoordinatorStack<InboxCoordinator>(initial: \\.messages)
            @Root var messages = makeMessages
            @Route(.push) var thread = makeThread
            func makeMessages() -> some View { MessagesView() }
            func makeThread() -> some View { ThreadView() }
        }
        struct MessagesView: View {
            @EnvironmentObject var router: InboxCoordinator.Router
            var body: some View {
                Button("Open") { router.route(to: \\.thread) }
            }
        }
        struct ThreadView: View {
            @EnvironmentObject var router: InboxCoordinator.Router
            var body: some View {
                Button("Inbox") { router.focusFirst(\\.messages) }
                Button("Close") { router.dismissChild(coordinator: router.coordinator) }
            }
        }
        """)
        #expect(app.coordinators.first { $0.name == "InboxCoordinator" }?.container == .stack(["MessagesView"]))
        #expect(ScreenCallbackScanTests.transitions(app) == ["MessagesView.Open: push ThreadView", "ThreadView.Inbox: popToRoot InboxCoordinator"])
        #expect(app.unresolved.map(\.message) == [
            "ThreadView asks InboxCoordinator's router to `dismissChild`, which scan does not read: it is not read",
        ])
    }
}
