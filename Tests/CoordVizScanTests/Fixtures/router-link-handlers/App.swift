import SwiftUI

enum RouterDestination: Hashable {
    case accountDetail(id: String)
    case statusDetail(id: String)
    case hashTag(tag: String)
}

/// A tab's router: its path, and the links it turns into pushes (each branch returns).
@Observable final class RouterPath {
    var path: [RouterDestination] = []

    func navigate(to destination: RouterDestination) {
        path.append(destination)
    }

    func handle(url: URL) -> OpenURLAction.Result {
        if url.pathComponents.contains("tags") {
            navigate(to: .hashTag(tag: url.lastPathComponent))
            return .handled
        } else if url.pathComponents.contains("@") {
            navigate(to: .accountDetail(id: url.lastPathComponent))
            return .handled
        }
        navigate(to: .statusDetail(id: url.lastPathComponent))
        return .handled
    }
}

extension View {
    func withAppRouter() -> some View {
        navigationDestination(for: RouterDestination.self) { destination in
            switch destination {
            case .accountDetail(let id): AccountDetailView(id: id)
            case .statusDetail(let id): StatusDetailView(id: id)
            case .hashTag(let tag): TimelineView(tag: tag)
            }
        }
    }
}

struct TimelineTab: View {
    @State private var routerPath = RouterPath()
    var body: some View {
        NavigationStack(path: $routerPath.path) {
            AccountsListView()
                .withAppRouter()
                .environment(routerPath)
        }
    }
}

/// Two texts whose links the router handles, and a tap on the row.
struct AccountsListView: View {
    @Environment(RouterPath.self) private var routerPath
    var body: some View {
        VStack {
            Text("note")
                .environment(\.openURL, OpenURLAction { url in
                    routerPath.handle(url: url)
                })
            Text("field")
                .environment(\.openURL, OpenURLAction { url in
                    routerPath.handle(url: url)
                })
        }
        .onTapGesture {
            routerPath.navigate(to: .accountDetail(id: "1"))
        }
    }
}

struct AccountDetailView: View { let id: String; var body: some View { Text(id) } }
struct StatusDetailView: View { let id: String; var body: some View { Text(id) } }
struct TimelineView: View { let tag: String; var body: some View { Text(tag) } }
