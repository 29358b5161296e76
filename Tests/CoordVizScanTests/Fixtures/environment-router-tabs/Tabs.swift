import SwiftUI

struct FeedTab: View {
    @State private var routerPath = RouterPath()
    var body: some View {
        NavigationStack(path: $routerPath.path) {
            FeedView()
                .withAppRouter()
                .withSheetDestinations(sheet: $routerPath.presentedSheet)
        }
        .environment(routerPath)
    }
}

struct SearchTab: View {
    @State private var routerPath = RouterPath()
    var body: some View {
        NavigationStack(path: $routerPath.path) {
            SearchView()
                .withAppRouter()
                .withSheetDestinations(sheet: $routerPath.presentedSheet)
        }
        .environment(routerPath)
    }
}

struct InboxTab: View {
    @State private var routerPath = RouterPath()
    var body: some View {
        NavigationStack(path: $routerPath.path) {
            InboxView()
                .withAppRouter()
                .withSheetDestinations(sheet: $routerPath.presentedSheet)
        }
        .environment(routerPath)
    }
}

struct ProfileTab: View {
    @State private var routerPath = RouterPath()
    var body: some View {
        NavigationStack(path: $routerPath.path) {
            AuthorDetailView(authorID: "me")
                .withAppRouter()
                .withSheetDestinations(sheet: $routerPath.presentedSheet)
                .toolbar {
                    Button { routerPath.navigate(to: .settings) } label: { Image(systemName: "gear") }
                }
        }
        .environment(routerPath)
    }
}
