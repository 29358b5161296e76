import Foundation

/// The places a link into the app can open.
public enum DeepLinkOption: Equatable, Sendable {
    /// `shelf://onboarding`: the onboarding, again.
    case onboarding
    /// `shelf://signup`: the sign-up form (when signed out).
    case signUp
    /// `shelf://items/<id>`: one item's details, after signing in if needed.
    case item(id: Int)

    /// The option a `shelf://` URL names, or `nil` for any other URL.
    public init?(url: URL) {
        guard url.scheme == "shelf", let host = url.host else { return nil }
        let path = url.pathComponents.filter { $0 != "/" }
        switch (host, path.count) {
        case ("onboarding", 0): self = .onboarding
        case ("signup", 0): self = .signUp
        case ("items", 1):
            guard let id = Int(path[0]) else { return nil }
            self = .item(id: id)
        default: return nil
        }
    }
}
