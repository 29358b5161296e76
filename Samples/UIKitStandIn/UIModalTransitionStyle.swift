/// The animation of a modal presentation: the stand-in for UIKit's `UIModalTransitionStyle`,
/// with UIKit's cases and raw values. Only recorded; nothing animates.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
