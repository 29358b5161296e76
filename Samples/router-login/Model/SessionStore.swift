/// What the app remembers between launches about the user: whether they have seen the
/// onboarding and whether they are signed in.
public final class SessionStore {
    /// Whether the onboarding has been shown once.
    public var hasSeenOnboarding: Bool
    /// Whether the user is signed in.
    public var isAuthorized: Bool

    /// Creates a session.
    public init(hasSeenOnboarding: Bool = true, isAuthorized: Bool = false) {
        self.hasSeenOnboarding = hasSeenOnboarding
        self.isAuthorized = isAuthorized
    }
}
