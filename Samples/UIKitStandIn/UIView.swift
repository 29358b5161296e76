import Foundation

/// A rectangle on screen: the stand-in for UIKit's `UIView`, reduced to what screens set up in
/// code (a background colour, visibility, a frame and a tree of subviews). Nothing is drawn and
/// nothing is laid out.
open class UIView {
    /// The colour behind the view's content.
    open var backgroundColor: UIColor?

    /// Whether the view is hidden.
    open var isHidden = false

    /// The view's rectangle in its superview's coordinates. Nothing lays it out.
    open var frame: CGRect

    /// The views this one contains, back to front.
    public private(set) var subviews: [UIView] = []

    /// The view that contains this one. Weak, as in UIKit.
    public private(set) weak var superview: UIView?

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view from an archive. The stand-in decodes nothing: the frame is empty.
    public required init?(coder: NSCoder) {
        frame = .zero
    }

    /// Creates a view with an empty frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Adds `view` on top of the subviews, taking it from its previous superview first.
    open func addSubview(_ view: UIView) {
        precondition(view !== self, "A view cannot be its own subview")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes this view out of its superview; does nothing when it has none.
    open func removeFromSuperview() {
        guard let container = superview else { return }
        container.subviews.removeAll { $0 === self }
        superview = nil
    }
}
