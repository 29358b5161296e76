import SwiftUI
import Observation

enum Destination: Hashable {
    case postDetail(id: String)
    case authorDetail(id: String)
    case followers(id: String)
    case tagFeed(tag: String)
    case settings
}

enum SheetDestination: Identifiable {
    case composer(replyTo: String?)
    case reportPost(id: String)
    case about
    var id: String { "\(self)" }
}

@MainActor
@Observable
final class RouterPath {
    var path: [Destination] = []
    var presentedSheet: SheetDestination?

    func navigate(to destination: Destination) {
        path.append(destination)
    }
}

extension View {
    func withAppRouter() -> some View {
        navigationDestination(for: Destination.self) { destination in
            switch destination {
            case let .postDetail(id): PostDetailView(postID: id)
            case let .authorDetail(id): AuthorDetailView(authorID: id)
            case let .followers(id): FollowersView(authorID: id)
            case let .tagFeed(tag): TagFeedView(tag: tag)
            case .settings: SettingsView()
            }
        }
    }

    func withSheetDestinations(sheet: Binding<SheetDestination?>) -> some View {
        self.sheet(item: sheet) { destination in
            switch destination {
            case let .composer(replyTo): ComposerView(replyTo: replyTo)
            case let .reportPost(id): ReportView(postID: id)
            case .about: AboutView()
            }
        }
    }
}
