/// UIKit's presentation styles by name.
extension Interpreter {
    /// The cases of `UIModalPresentationStyle`: a value assigned to `modalPresentationStyle` that
    /// is none of them (a condition's operand read in its place) says no style.
    static let presentationStyles: Set<String> = [
        "automatic", "none", "fullScreen", "pageSheet", "formSheet", "currentContext", "custom",
        "overFullScreen", "overCurrentContext", "popover", "blurOverFullScreen",
    ]
}
