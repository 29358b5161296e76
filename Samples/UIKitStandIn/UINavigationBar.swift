/// The bar at the top of a navigation stack: the stand-in for UIKit's `UINavigationBar`,
/// reduced to the settings apps make in code.
open class UINavigationBar: UIView {
    /// Whether the bar shows large titles for screens that allow them.
    open var prefersLargeTitles = false

    /// The colour of the bar's buttons.
    open var tintColor: UIColor?

    /// Whether the bar is translucent.
    open var isTranslucent = true
}
