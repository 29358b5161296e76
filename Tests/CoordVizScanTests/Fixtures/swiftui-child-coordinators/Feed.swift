import Observation
import SwiftUI

enum FeedRoute: Hashable {
    case post(Int)
    case author(String)
}

enum FeedSheet: Identifiable {
    case compose
    var id: Int { 0 }
}

/// The feed tab's coordinator, in the iOS 17 style: `@Observable`, reached from the environment.
@Observable
final class FeedCoordinator {
    var path = NavigationPath()
    var sheet: FeedSheet?

    func show(_ route: FeedRoute) { path.append(route) }
    func compose() { sheet = .compose }
    func closeSheet() { sheet = nil }

    @ViewBuilder
    func view(for route: FeedRoute) -> some View {
        switch route {
        case .post(let id): PostView(postID: id)
        case .author(let name): AuthorView(name: name)
        }
    }
}

struct FeedStack: View {
    @Bindable var coordinator: FeedCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            FeedView()
                .navigationDestination(for: FeedRoute.self) { coordinator.view(for: $0) }
                .sheet(item: $coordinator.sheet) { _ in ComposeView() }
        }
        .environment(coordinator)
    }
}

struct FeedView: View {
    @Environment(FeedCoordinator.self) private var coordinator

    var body: some View {
        Button("Latest post") { coordinator.show(.post(1)) }
        Button("Write") { coordinator.compose() }
    }
}

struct PostView: View {
    let postID: Int
    @Environment(FeedCoordinator.self) private var coordinator

    var body: some View {
        Button("Author") { coordinator.show(.author("someone")) }
    }
}

struct AuthorView: View {
    let name: String
    var body: some View { Text(name) }
}

struct ComposeView: View {
    @Environment(FeedCoordinator.self) private var coordinator

    var body: some View {
        Button("Send") { coordinator.closeSheet() }
    }
}
