import Foundation

/// The device's display: the stand-in for UIKit's `UIScreen`, reduced to its size.
public final class UIScreen: Sendable {
    /// The display of the device the stand-in pretends to be: an iPhone's 390 × 844 points.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The display's rectangle, in points.
    public let bounds: CGRect

    /// Creates a display of the given size.
    public init(bounds: CGRect) {
        self.bounds = bounds
    }
}
