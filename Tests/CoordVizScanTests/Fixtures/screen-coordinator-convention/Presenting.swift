import Combine
import SwiftUI

/// Anything the cookbook shows: it starts, and hands out its view.
protocol Presenting: AnyObject {
    func start()
    func makeView() -> AnyView
}

extension Presenting {
    func start() { }
}

/// The cookbook's own navigation: it holds the presenters on screen, a root, the ones pushed
/// over it and a modal one, and shows them in a SwiftUI NavigationStack.
final class CardStackCoordinator: Presenting, ObservableObject {
    @Published fileprivate var root: (any Presenting)?
    @Published fileprivate var pushed: [any Presenting] = []
    @Published fileprivate var modal: (any Presenting)?

    func setRootCoordinator(_ presenter: (any Presenting)?) {
        root = presenter
        presenter?.start()
    }

    func push(_ presenter: any Presenting) {
        pushed.append(presenter)
        presenter.start()
    }

    func pop() {
        _ = pushed.popLast()
    }

    func setModalCoordinator(_ presenter: (any Presenting)?) {
        modal = presenter
        presenter?.start()
    }

    func makeView() -> AnyView {
        AnyView(CardStackView(stack: self))
    }
}

private struct CardStackView: View {
    @ObservedObject var stack: CardStackCoordinator

    var body: some View {
        NavigationStack {
            stack.root?.makeView()
        }
    }
}
