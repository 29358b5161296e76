/// How a presented view controller is shown: the stand-in for UIKit's `UIModalPresentationStyle`,
/// with UIKit's cases and raw values (tvOS's `blurOverFullScreen` left out).
///
/// The stand-in draws nothing; the style only decides what stays visible below (see
/// `UIViewController.present(_:animated:completion:)`).
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
