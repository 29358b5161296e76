import SwiftSyntax

/// SwiftUI coordinators that are classes handing out their root view
/// (`@ViewBuilder var rootView: some View { HomeView(store: …).navigationDestination(…) }`): the
/// view is a screen of the app, as one a hosting controller shows is.
extension Roles {
    /// The properties a coordinator class hands its root view out through.
    static let rootViewProperties: Set<String> = ["rootView", "view", "body", "contentView"]

    /// The app's views the coordinator classes among `coordinators` hand out as their root views,
    /// by coordinator.
    static func coordinatorRootViews(in catalog: TypeCatalog, coordinators: Set<String>) -> [String: String] {
        var found: [String: String] = [:]
        for name in coordinators.sorted() {
            guard let type = catalog[name], type.kind == .class else { continue }
            for property in type.properties where !property.isStatic && rootViewProperties.contains(property.name) {
                guard let getter = property.getter, let first = getter.first, case .expr(let expression) = first.item,
                      let view = viewType(of: expression), !swiftUIViews.contains(view), catalog[view]?.kind == .struct else { continue }
                found[name] = view
                break
            }
        }
        return found
    }
}
