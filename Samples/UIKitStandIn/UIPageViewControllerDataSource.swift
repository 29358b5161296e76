/// What supplies a page view controller's pages: the stand-in for UIKit's
/// `UIPageViewControllerDataSource`.
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
    ) -> UIViewController?

    /// The page after `viewController`, or `nil` at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
}
