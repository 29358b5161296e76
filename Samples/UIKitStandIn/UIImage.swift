/// An icon: the stand-in for UIKit's `UIImage`, reduced to named system symbols.
///
/// No pixels are loaded; the image only remembers which SF Symbol it names.
open class UIImage {
    /// The name of the system symbol this image shows, such as `"homekit"`.
    public let systemName: String

    /// Creates the image of a system symbol.
    ///
    /// Fails for an empty name, the one name that can never be a symbol (UIKit also fails for
    /// names it does not know, which this stand-in cannot check).
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        systemName = name
    }
}
