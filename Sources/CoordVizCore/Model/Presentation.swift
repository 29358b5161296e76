/// How a container is shown modally over a screen: the screen beneath and the presentation
/// style.
public struct Presentation: Codable, Equatable, Sendable {
    /// The screen (or, when no screen is known, the container type) it is presented over.
    public var over: String
    /// UIKit's `modalPresentationStyle` by name (`formSheet`, `fullScreen`, `pageSheet`, …).
    public var style: String?

    public init(over: String, style: String? = nil) {
        self.over = over
        self.style = style
    }
}

/// A container presented modally that no coordinator owns, e.g. a navigation controller
/// created and presented on the spot.
public struct PresentedContainer: Codable, Equatable, Sendable {
    public var presentation: Presentation
    public var container: Container

    public init(presentation: Presentation, container: Container) {
        self.presentation = presentation
        self.container = container
    }
}
