/// A view controller the user sees: one entry of a navigation stack, or a tab's content.
public struct ScreenNode: Codable, Equatable, Sendable, Identifiable {
    /// Stable id: the type name, with `#2`, `#3` … for further instances of the same type.
    public var id: String
    public var typeName: String
    public var title: String?
    /// The coordinator the screen talks to (the one it holds), if any.
    public var coordinator: String?
    /// The property through which it holds that coordinator, e.g. `coordinator`.
    public var coordinatorProperty: String?
    /// Whether the screen exists in the live app (false: only a spec declares it).
    public var isLive: Bool
    /// The screen (or container type) this one is presented modally over, if it is presented.
    public var presentedOver: String?
    /// Where a spec declares the screen, as `path:line:col`.
    public var declaredAt: String?
    /// How it is presented (`formSheet`, `fullScreen`, …) when it is presented modally.
    public var presentationStyle: String?
    /// The coordinator that put the screen on its stack, when the stack is shared by several
    /// coordinators (a child pushing onto its parent's navigation controller).
    public var pushedBy: String?
    /// The screens this one can push, as a spec declares them (a stack may branch).
    public var pushes: [String]?
    /// The screens this one can present modally, as a spec declares them.
    public var presents: [String]?

    public init(
        id: String,
        typeName: String,
        title: String? = nil,
        coordinator: String? = nil,
        coordinatorProperty: String? = nil,
        isLive: Bool = true
    ) {
        self.id = id
        self.typeName = typeName
        self.title = title
        self.coordinator = coordinator
        self.coordinatorProperty = coordinatorProperty
        self.isLive = isLive
    }

    /// The id without a `ViewController` suffix: `Orders2`, `Orders2#2`. Short and unambiguous,
    /// unlike titles, which screens often share or set at run time.
    public var shortName: String {
        let suffix = "ViewController"
        // UIKit's own classes (`UIViewController`, `UITableViewController#2`) keep their names.
        guard !id.hasPrefix("UI") else { return id }
        // Type names are ASCII: cut the suffix out of the bytes (every step's caption asks, and
        // Foundation's string search costs more than the rest of a step's playback).
        if id.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(id.utf8), pattern = Array(suffix.utf8)
            guard bytes.count >= pattern.count else { return id }
            for start in 0...(bytes.count - pattern.count) where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
                guard start != 0 else { return id }
                return String(decoding: bytes[..<start] + bytes[(start + pattern.count)...], as: UTF8.self)
            }
            return id
        }
        guard let range = id.range(of: suffix), range.lowerBound != id.startIndex else { return id }
        return id.replacingCharacters(in: range, with: "")
    }
}
