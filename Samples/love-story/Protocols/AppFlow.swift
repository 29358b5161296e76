/// The top-level flows of the app, one per tab. A child coordinator names the flow it wants
/// and leaves it to the main coordinator to know which tab that is.
///
/// The case names are those of the original app.
public enum AppFlow: CaseIterable, Hashable, Sendable {
    /// The "Home" tab (index 0).
    case MostViewed
    /// The "Orders" tab (index 1).
    case Favorites
}
