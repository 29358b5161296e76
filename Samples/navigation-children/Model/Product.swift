/// The subscription plans the store sells.
public enum Product: Int, CaseIterable, Sendable {
    case basic
    case pro
    case family

    /// The plan's name as the store shows it.
    public var displayName: String {
        switch self {
        case .basic: "Basic"
        case .pro: "Pro"
        case .family: "Family"
        }
    }

    /// The monthly price in cents.
    public var monthlyPriceInCents: Int {
        switch self {
        case .basic: 299
        case .pro: 799
        case .family: 1299
        }
    }
}
