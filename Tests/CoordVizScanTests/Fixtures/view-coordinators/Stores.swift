import SwiftUI

@Observable
final class RootCoordinatorStore {
    enum Scene {
        case signIn(SignInCoordinatorStore)
        case main(MainCoordinatorStore)
    }

    private(set) var scene: Scene = .signIn(SignInCoordinatorStore())
}

@Observable
final class SignInCoordinatorStore {}

@Observable
final class MainCoordinatorStore {
    let feed = FeedCoordinatorStore()
}

@Observable
final class FeedCoordinatorStore {
    enum Path: Hashable {
        case post
    }

    private(set) var path: [Path] = []

    func setPath(_ path: [Path]) {
        self.path = path
    }

    func openPost() {
        path.append(.post)
    }
}

extension Binding {
    static func bind(_ value: Value, with set: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: { value }, set: set)
    }
}

struct SignInScene: View {
    let store: SignInCoordinatorStore
    var body: some View { Text("Sign in") }
}

struct FeedScene: View {
    let store: FeedCoordinatorStore
    var body: some View {
        Button("Open") { store.openPost() }
    }
}

struct PostScene: View {
    var body: some View { Text("Post") }
}
