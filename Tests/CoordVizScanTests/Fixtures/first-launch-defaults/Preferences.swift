import Foundation

protocol Preferences {
    var hasSeenTour: Bool { get }
    var lastTourPage: Int? { get }
}

/// What the app remembers between launches.
final class StoredPreferences: Preferences {
    private let defaults = UserDefaults.standard

    var hasSeenTour: Bool {
        guard let seen = defaults.object(forKey: "tour-seen") as? Bool else { return false }
        return seen
    }

    var lastTourPage: Int? {
        defaults.object(forKey: "tour-page") as? Int
    }
}
