/// How a container is shown modally over a screen: the screen beneath and the presentation
/// style.
public struct Presentation: Codable, Equatable, Sendable {
    /// The screen (or, when no screen is known, the container type) it is presented over; `nil`
    /// when it is known to be presented but not from where (a spec's `presentedFrom: unknown`,
    /// written by a scan that could not read the code presenting it).
    public var over: String?
    /// UIKit's `modalPresentationStyle` by name (`formSheet`, `fullScreen`, `pageSheet`, …).
    public var style: String?

    public init(over: String?, style: String? = nil) {
        self.over = over
        self.style = style
    }

    /// What it is presented over, for captions: the screen, or words saying no one named it.
    public var overDescription: String { over ?? Self.unknownPresenterDescription }

    /// How captions and tooltips name the screen beneath a presentation whose presenter is unknown.
    public static let unknownPresenterDescription = "an unknown screen"
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
