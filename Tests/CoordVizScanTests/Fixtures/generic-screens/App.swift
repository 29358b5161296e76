import SwiftUI
import UIKit

/// A screen of another module in the real app: declared here only as a SwiftUI view.
struct InfoView<Model>: View {
    let viewModel: Model
    var body: some View { Text("info") }
}
protocol InfoModel {}
final class WelcomeModel: InfoModel {}
final class ErrorModel: InfoModel {}
final class DoneModel: InfoModel {}

final class OnboardingCoordinator {
    let navigationController = UINavigationController()
    var children: [DoneCoordinator] = []

    func start() {
        navigationController.setViewControllers([welcome(model: WelcomeModel())], animated: false)
        let done = DoneCoordinator(navigationController: UINavigationController())
        children.append(done)
        done.start()
    }

    /// The type argument is the parameter's type.
    func welcome(model: WelcomeModel) -> UIViewController {
        UIHostingController(rootView: InfoView(viewModel: model))
    }

    /// Written with its type argument.
    func failed() -> UIViewController {
        let view = InfoView<ErrorModel>(viewModel: ErrorModel())
        return UIHostingController(rootView: view)
    }
}

final class DoneCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    /// The type argument is the type of the local handed over.
    func start() {
        let model = DoneModel()
        let view = InfoView(viewModel: model)
        navigationController.setViewControllers([UIHostingController(rootView: view)], animated: false)
        // A model whose type the scan cannot tell: the screen keeps the bare name, reported.
        navigationController.present(UIHostingController(rootView: InfoView(viewModel: makeModel())), animated: false)
    }

    func makeModel() -> any InfoModel { DoneModel() }
}
