/// Where `ProfileVC` sends its navigation requests: the Profile tab's coordinator.
public protocol ProfileVCDelegate: AnyObject {
    /// Shows the settings.
    func goToSettings()

    /// Shows the user's favorites.
    func goToFavorites()
}
