import Foundation

/// The running app: the stand-in for UIKit's `UIApplication`, reduced to opening URLs.
///
/// `open(_:options:completionHandler:)` records the URL in `openedURLs` (stand-in only) instead
/// of leaving the app, so a test can check which URL a screen opened.
open class UIApplication {
    /// The app. Like every stand-in object it belongs to the main thread, which the compiler
    /// cannot check here (UIKit marks the class `@MainActor`).
    nonisolated(unsafe) public static let shared = UIApplication()

    /// Every URL `open(_:options:completionHandler:)` was asked to open, oldest first.
    public var openedURLs: [URL] {
        lock.withLock { recordedURLs }
    }

    /// The URLs opened so far. Guarded by `lock`: parallel tests share `shared`.
    private var recordedURLs: [URL] = []
    private let lock = NSLock()

    /// Creates an app; use `shared`.
    init() {}

    /// Records `url` as opened and calls `completionHandler` with `true`.
    open func open(
        _ url: URL,
        options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        lock.withLock { recordedURLs.append(url) }
        completion?(true)
    }

    /// Whether some app could open `url`: true for every URL with a scheme.
    open func canOpenURL(_ url: URL) -> Bool {
        url.scheme != nil
    }

    /// UIKit's `UIApplication.OpenExternalURLOptionsKey`; accepted and ignored.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open the URL only when an installed app handles universal links for it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
