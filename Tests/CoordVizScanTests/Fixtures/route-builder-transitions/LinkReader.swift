import Foundation

/// Turns the URLs the app opens with into routes; the scene delegate triggers them.
enum LinkReader {
    static let scheme = "builder-demo"

    static func route(for url: URL) -> MainRoute? {
        guard url.scheme == scheme else { return nil }
        switch url.host {
        case "credits":
            return .credits
        case "reset":
            return nil
        default:
            return nil
        }
    }
}
