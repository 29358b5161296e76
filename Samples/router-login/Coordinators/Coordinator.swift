/// What every coordinator of the app can do: start its flow, possibly straight at the place a
/// deep link names.
public protocol Coordinator: AnyObject {
    /// Starts the flow at its beginning.
    func start()

    /// Starts the flow, or moves a running one, to where `option` points; `nil` is a plain start.
    func start(with option: DeepLinkOption?)
}
