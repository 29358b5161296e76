import SwiftUI

/// The app's own path holder: every coordinator makes one.
final class NavigationController: ObservableObject {
    @Published var navigationPath = NavigationPath()

    func push<T: Hashable>(_ route: T) {
        navigationPath.append(route)
    }

    func pop() {
        navigationPath.removeLast()
    }
}

protocol Coordinator: AnyObject {
    associatedtype Root: View
    var navigationController: NavigationController { get }
    @ViewBuilder @MainActor var rootView: Root { get }
}

/// Hosts any coordinator's stack.
struct CoordinatedView<C: Coordinator>: View {
    let coordinator: C
    @ObservedObject var navigationController: NavigationController

    init(_ coordinator: C) {
        self.coordinator = coordinator
        navigationController = coordinator.navigationController
    }

    var body: some View {
        NavigationStack(path: $navigationController.navigationPath) {
            coordinator.rootView
        }
    }
}
