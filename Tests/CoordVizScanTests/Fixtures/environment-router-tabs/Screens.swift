import SwiftUI

struct FeedView: View {
    @Environment(RouterPath.self) private var routerPath
    var body: some View {
        List {
            Button("A post") { routerPath.navigate(to: .postDetail(id: "1")) }
            Button("Write") { routerPath.presentedSheet = .composer(replyTo: nil) }
        }
    }
}

struct SearchView: View {
    @Environment(RouterPath.self) private var routerPath
    var body: some View {
        List {
            Button("#swift") { routerPath.navigate(to: .tagFeed(tag: "swift")) }
            Button("Someone") { routerPath.navigate(to: .authorDetail(id: "2")) }
        }
    }
}

struct InboxView: View {
    @Environment(RouterPath.self) private var routerPath
    var body: some View {
        Button("Reply") { routerPath.presentedSheet = .composer(replyTo: "3") }
    }
}

struct PostDetailView: View {
    let postID: String
    @Environment(RouterPath.self) private var routerPath
    var body: some View {
        VStack {
            Button("Author") { routerPath.navigate(to: .authorDetail(id: "2")) }
            Button("Reply") { routerPath.presentedSheet = .composer(replyTo: postID) }
            Button("Report") { routerPath.presentedSheet = .reportPost(id: postID) }
        }
    }
}

struct AuthorDetailView: View {
    let authorID: String
    @Environment(RouterPath.self) private var routerPath
    var body: some View {
        Button("Followers") { routerPath.navigate(to: .followers(id: authorID)) }
    }
}

struct FollowersView: View {
    let authorID: String
    @Environment(RouterPath.self) private var routerPath
    var body: some View {
        Button("A follower") { routerPath.navigate(to: .authorDetail(id: "4")) }
    }
}

struct TagFeedView: View {
    let tag: String
    @Environment(RouterPath.self) private var routerPath
    var body: some View {
        Button("A post") { routerPath.navigate(to: .postDetail(id: "5")) }
    }
}

struct SettingsView: View {
    @Environment(RouterPath.self) private var routerPath
    var body: some View {
        Button("About") { routerPath.presentedSheet = .about }
    }
}

struct ComposerView: View {
    let replyTo: String?
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Cancel") { dismiss() } }
}

struct ReportView: View {
    let postID: String
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
