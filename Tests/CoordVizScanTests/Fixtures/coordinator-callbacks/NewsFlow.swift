import SwiftUI

enum Page: Hashable {
    case article(Int)
    case comments(Int)
    case author(String)
}

enum Modal: Identifiable {
    case share(Int)
    var id: String { "\(self)" }
}

final class NewsCoordinator: ObservableObject {
    @Published var path: [Page] = []
    @Published var modal: Modal?

    func show(_ page: Page) { path.append(page) }
    func present(_ modal: Modal) { self.modal = modal }
    func close() { modal = nil }
    func popToTop() { path.removeAll() }

    @ViewBuilder
    func view(for page: Page) -> some View {
        switch page {
        case .article(let id):
            ArticleView(id: id, onComments: { self.show(.comments(id)) }, onShare: { self.present(.share(id)) })
        case .comments(let id):
            CommentsView(articleID: id, onAuthor: { name in self.show(.author(name)) })
        case .author(let name):
            AuthorView(name: name, onHome: popToTop)
        }
    }

    @ViewBuilder
    func view(for modal: Modal) -> some View {
        switch modal {
        case .share(let id): ShareSheetView(id: id, onDone: close)
        }
    }
}

struct NewsCoordinatorView: View {
    @StateObject private var coordinator = NewsCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            HeadlinesView(onOpen: { id in coordinator.show(.article(id)) })
                .navigationDestination(for: Page.self) { coordinator.view(for: $0) }
                .sheet(item: $coordinator.modal) { coordinator.view(for: $0) }
        }
    }
}

struct HeadlinesView: View {
    let onOpen: (Int) -> Void
    var body: some View { Button("Top story") { onOpen(1) } }
}

struct ArticleView: View {
    let id: Int
    let onComments: () -> Void
    let onShare: () -> Void
    var body: some View {
        Button("Comments", action: onComments)
        Button("Share", action: onShare)
    }
}

struct CommentsView: View {
    let articleID: Int
    let onAuthor: (String) -> Void
    var body: some View { Button("Author") { onAuthor("x") } }
}

struct AuthorView: View {
    let name: String
    let onHome: () -> Void
    var body: some View { Button("Home", action: onHome) }
}

struct ShareSheetView: View {
    let id: Int
    let onDone: () -> Void
    var body: some View { Button("Done", action: onDone) }
}
