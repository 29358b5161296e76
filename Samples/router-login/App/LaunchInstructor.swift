/// Which flow a plain launch starts, from what the session remembers.
public enum LaunchInstructor: Equatable, Sendable {
    case onboarding
    case auth
    case main

    /// Onboarding until it has been seen, then sign-in until the user is signed in, then the
    /// main flow.
    public init(session: SessionStore) {
        switch (session.hasSeenOnboarding, session.isAuthorized) {
        case (false, _): self = .onboarding
        case (true, false): self = .auth
        case (true, true): self = .main
        }
    }
}
