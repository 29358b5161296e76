/// The flow of the "Home" tab: two screens on a stack, and two ways out to the Orders tab.
public protocol HomeBaseCoordinator: Coordinator {
    /// Pushes the second Home screen, titled `title`.
    func goToHome2ScreenWith(title: String)

    /// Switches to the Orders tab, leaving every stack as it is.
    func goToFavoritesFlow()

    /// Switches to the Orders tab and then, on the next turn of the main queue, rebuilds the
    /// Orders stack as Orders → Orders 2 → Orders 3, so that Back leads to Orders 2.
    func goToDeepViewInFavoriteTab()
}
