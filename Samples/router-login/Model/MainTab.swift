/// The tabs of the main flow, in tab order.
public enum MainTab: Int, CaseIterable, Sendable {
    case items
    case settings
}
