/// An icon: the stand-in for UIKit's `UIImage`, reduced to the name it was created with.
///
/// No pixels are loaded; the image only remembers which SF Symbol (`init(systemName:)`) or which
/// asset-catalog image (`init(named:)`) it stands for.
open class UIImage {
    /// The name the image was created with: a system symbol's name such as `"homekit"`, or an
    /// asset's name such as `"iconHome"`.
    public let name: String

    /// Whether the image is a system symbol (`init(systemName:)`) rather than an asset.
    public let isSymbolImage: Bool

    /// Creates the image of a system symbol.
    ///
    /// Fails for an empty name, the one name that can never be a symbol (UIKit also fails for
    /// names it does not know, which this stand-in cannot check).
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        isSymbolImage = true
    }

    /// Creates the image stored under `name` in the app's asset catalog.
    ///
    /// Fails for an empty name (UIKit also fails for names the catalog does not hold, which this
    /// stand-in cannot check).
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        isSymbolImage = false
    }

    /// The system symbol's name, or `nil` for an asset image.
    public var systemName: String? {
        isSymbolImage ? name : nil
    }
}
