import Foundation

/// Values a command keeps until the process exits instead of freeing them when it returns: a
/// large app's model, its playbacks and its diagram are hundreds of thousands of small objects,
/// and releasing them one by one took a tenth of `validate` and `render` at 1,000 coordinators,
/// only for the operating system to reclaim the whole heap a moment later.
enum KeptUntilExit {
    private static let lock = NSLock()
    private nonisolated(unsafe) static var kept: [Any] = []

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: Any) {
        lock.withLock { kept.append(value) }
    }
}
