import Combine
import SwiftUI

enum RecipeListAction {
    case openRecipe(id: Int)
    case startTimer
    case share
    case rate
}

/// The recipe list: its view model publishes what the user does, the coordinator passes it on.
final class RecipeListScreenCoordinator: Presenting {
    private let model = RecipeListModel()
    private let actionsSubject = PassthroughSubject<RecipeListAction, Never>()
    var actions: AnyPublisher<RecipeListAction, Never> { actionsSubject.eraseToAnyPublisher() }

    func makeView() -> AnyView {
        AnyView(RecipeListScreen(model: model))
    }
}

final class RecipeListModel: ObservableObject {
    @Published var recipes: [String] = []
}

struct RecipeListScreen: View {
    @ObservedObject var model: RecipeListModel
    var body: some View { List(model.recipes, id: \.self) { Text($0) } }
}

final class RecipeDetailScreenCoordinator: Presenting {
    let recipeID: Int

    init(recipeID: Int) {
        self.recipeID = recipeID
    }

    func makeView() -> AnyView {
        AnyView(RecipeDetailScreen(recipeID: recipeID))
    }
}

struct RecipeDetailScreen: View {
    let recipeID: Int
    var body: some View { Text("Recipe \(recipeID)") }
}

enum KitchenTimerAction {
    case done
}

final class KitchenTimerScreenCoordinator: Presenting {
    private let actionsSubject = PassthroughSubject<KitchenTimerAction, Never>()
    var actionsPublisher: AnyPublisher<KitchenTimerAction, Never> { actionsSubject.eraseToAnyPublisher() }

    func makeView() -> AnyView {
        AnyView(KitchenTimerScreen())
    }
}

struct KitchenTimerScreen: View {
    var body: some View { Text("00:00") }
}

final class ShareTargetsScreenCoordinator: Presenting {
    func makeView() -> AnyView {
        AnyView(ShareTargetsScreen())
    }
}

struct ShareTargetsScreen: View {
    var body: some View { Text("Share with") }
}
