/// Closures handed to a screen when it is made: a coordinator's callbacks, and those a screen
/// hands to a screen it makes itself (a card embedded in it, a sheet it presents).
extension Interpreter {
    /// Whether `maker`, making `screen`, hands it callbacks that are the user's actions on it.
    func handsScreenCallbacks(_ maker: String, to screen: String) -> Bool {
        roles.isCoordinatorLike(maker) || roles.isScreen(maker) && maker != screen
    }
}
