/// A colour: the stand-in for UIKit's `UIColor`, reduced to its RGBA components.
///
/// The named colours are RGBA approximations of the light appearance; there are no dynamic
/// (light/dark) colours. Two colours are equal when their components are.
open class UIColor: Equatable {
    /// The red component, 0…1.
    public let red: Double
    /// The green component, 0…1.
    public let green: Double
    /// The blue component, 0…1.
    public let blue: Double
    /// The opacity, 0…1.
    public let alpha: Double

    /// Creates a colour from its components, each in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey.
    public convenience init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Whether both colours have the same components.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    /// Opaque black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque white.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Opaque grey.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Opaque red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// The system blue.
    open class var systemBlue: UIColor { UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) }
    /// The system background (white in the light appearance).
    open class var systemBackground: UIColor { white }
    /// The grouped-table background (light grey in the light appearance).
    open class var systemGroupedBackground: UIColor { UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1) }
    /// The primary text colour (black in the light appearance).
    open class var label: UIColor { black }
}
