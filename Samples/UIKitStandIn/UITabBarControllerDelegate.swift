/// An object a tab bar controller reports to: the stand-in for UIKit's
/// `UITabBarControllerDelegate`.
///
/// Every method of UIKit's protocol is optional and answers a user's tap on the tab bar. The
/// stand-in has no touch input, so it declares none: conforming and being assigned as a tab bar
/// controller's `delegate` is all a coordinator can do with it here.
public protocol UITabBarControllerDelegate: AnyObject {}
