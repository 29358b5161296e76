import Foundation

/// When a scan finds no coordinator at all, what the app may call its coordinators instead: the
/// name endings of its classes that hold a navigation controller (`ShopFlow`, `LoginRouter`),
/// offered as `--coordinator-suffix` values, so an empty spec says why and what to try.
extension Scanner {
    /// How the hint's message begins, for reporters that show it without `--report`.
    public static let noCoordinatorPrefix = "no coordinator found"

    static func noCoordinatorHint(_ catalog: TypeCatalog, roles: Roles, options: ScanOptions) -> ScannedApp.Unresolved? {
        var holders: [(suffix: String, type: TypeDecl)] = []
        for name in catalog.order {
            guard let type = catalog[name], type.kind == .class, !roles.isScreen(name), !roles.isNavigation(name), !roles.isTabBar(name),
                  type.properties.contains(where: { property in property.type.map { roles.isNavigation($0.name) || roles.isTabBar($0.name) } == true }),
                  let suffix = lastWord(of: name) else { continue }
            holders.append((suffix, type))
        }
        let known = options.coordinatorSuffixes + options.fallbackCoordinatorSuffixes
        let named = known.map { "…\($0)" }.joined(separator: ", ")
        guard let first = holders.first else { return nil }
        var suffixes: [String] = []
        for holder in holders where !suffixes.contains(holder.suffix) { suffixes.append(holder.suffix) }
        let examples = holders.prefix(3).map(\.type.name).joined(separator: ", ")
        let flags = suffixes.prefix(3).map { "--coordinator-suffix \($0)" }.joined(separator: " ")
        let one = holders.count == 1
        return .init(source: first.type.source, message: "\(noCoordinatorPrefix): no type is named \(named) or adopts one; \(examples) \(one ? "holds" : "hold") a navigation controller: if \(one ? "it is the app's coordinator" : "they are the app's coordinators"), scan again with \(flags)")
    }

    /// `ShopFlow` → `Flow`; nil for a name of one word.
    private static func lastWord(of name: String) -> String? {
        guard let start = name.lastIndex(where: \.isUppercase), start != name.startIndex else { return nil }
        return String(name[start...])
    }
}
