import Combine
import SwiftUI

/// A garden planner whose screen coordinators each show the view their name gives; the journal
/// screen comes from a package whose sources are not scanned.
protocol Screening: AnyObject {
    func start()
    func makeView() -> AnyView
}

extension Screening {
    func start() { }
}

/// The planner's own navigation: a root and the screens pushed over it.
final class PlotStackCoordinator: Screening, ObservableObject {
    @Published fileprivate var root: (any Screening)?
    @Published fileprivate var pushed: [any Screening] = []

    func setRootCoordinator(_ screen: (any Screening)?) {
        root = screen
        screen?.start()
    }

    func push(_ screen: any Screening) {
        pushed.append(screen)
        screen.start()
    }

    func pop() {
        _ = pushed.popLast()
    }

    func makeView() -> AnyView {
        AnyView(NavigationStack { self.root?.makeView() })
    }
}

enum BedsAction {
    case openBed
    case openJournal
}

final class GardenFlowCoordinator {
    private let stack = PlotStackCoordinator()
    private var cancellables = Set<AnyCancellable>()

    func start() {
        let beds = BedsScreenCoordinator()
        beds.actions
            .sink { [weak self] action in
                switch action {
                case .openBed:
                    self?.stack.push(BedDetailScreenCoordinator())
                case .openJournal:
                    self?.stack.push(JournalScreenCoordinator())
                }
            }
            .store(in: &cancellables)
        stack.setRootCoordinator(beds)
    }
}

final class BedsScreenCoordinator: Screening {
    private let actionsSubject = PassthroughSubject<BedsAction, Never>()
    var actions: AnyPublisher<BedsAction, Never> { actionsSubject.eraseToAnyPublisher() }

    func makeView() -> AnyView { AnyView(BedsScreen()) }
}

final class BedDetailScreenCoordinator: Screening {
    func makeView() -> AnyView { AnyView(BedDetailScreen()) }
}

struct BedsScreen: View {
    var body: some View { Text("Beds") }
}

struct BedDetailScreen: View {
    var body: some View { Text("Bed") }
}
