/// `var savedViewController: SavedHostingController { let model = SavedModel(); model.onOpen = { … }; return SavedHostingController(model: model) }`:
/// a screen a coordinator's method or computed property makes and hands back, for its caller to
/// show (a screen embedding it, a tab, code the sources do not show). It is a screen of the app
/// even when its type is declared elsewhere: the closures the coordinator handed it are its actions.
extension Inference {
    /// Notes the screens the sources do not declare that a coordinator's member returns.
    func noteHandedOutScreens(_ results: [Value], by coordinator: String) {
        guard roles.isCoordinatorLike(coordinator) else { return }
        for case .instance(let screen) in results where catalog[screen] == nil && roles.isScreen(screen) {
            interpreter.facts.handedOutScreens.insert(screen)
        }
    }
}
