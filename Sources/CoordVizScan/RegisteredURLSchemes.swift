import Foundation

/// The URL schemes an app registers in its `Info.plist` files (`CFBundleURLTypes` →
/// `CFBundleURLSchemes`), where most apps name the scheme of their deep links rather than in code.
enum RegisteredURLSchemes {
    /// Schemes registered for another company's sign-in or SDK callbacks, not the app's own links:
    /// Facebook (`fb123…`), Google sign-in (`com.googleusercontent.apps.…`), Dropbox (`db-…`),
    /// Microsoft (`msauth.…`), Twitter (`twitterkit-…`), WeChat (`wx…`).
    static func isThirdParty(_ scheme: String) -> Bool {
        let lower = scheme.lowercased()
        if lower.hasPrefix("fb"), lower.dropFirst(2).allSatisfy(\.isNumber), lower.count > 2 { return true }
        if lower.hasPrefix("wx"), lower.dropFirst(2).allSatisfy({ $0.isNumber || ("a"..."f").contains($0) }), lower.count > 10 { return true }
        return ["com.googleusercontent.apps.", "db-", "msauth", "twitterkit-", "x-msauth"].contains { lower.hasPrefix($0) }
    }

    /// The app's own schemes, in file order then as listed: unreadable files, build-setting
    /// placeholders (`$(PRODUCT_BUNDLE_IDENTIFIER)`) and third-party schemes are skipped.
    static func read(_ plists: [String]) -> [String] {
        var schemes: [String] = []
        for path in plists {
            guard let data = FileManager.default.contents(atPath: path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
                  let types = plist["CFBundleURLTypes"] as? [[String: Any]] else { continue }
            for type in types {
                for scheme in type["CFBundleURLSchemes"] as? [String] ?? [] where !scheme.contains("$(") && !isThirdParty(scheme) && !schemes.contains(scheme) {
                    schemes.append(scheme)
                }
            }
        }
        return schemes
    }

    /// The hosts of the app's universal links: the `applinks:` entries of the associated domains
    /// its entitlements files declare (`applinks:example.com` → `example.com`), in file order then
    /// as listed; wildcards (`*.example.com`), placeholders and `?mode=` suffixes are dropped.
    static func linkDomains(_ entitlements: [String]) -> [String] {
        var domains: [String] = []
        for path in entitlements {
            guard let data = FileManager.default.contents(atPath: path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
                  let entries = plist["com.apple.developer.associated-domains"] as? [String] else { continue }
            for entry in entries where entry.hasPrefix("applinks:") {
                let domain = String(entry.dropFirst("applinks:".count).prefix { $0 != "?" })
                guard !domain.isEmpty, !domain.contains("$("), !domain.contains("*"), !domains.contains(domain) else { continue }
                domains.append(domain)
            }
        }
        return domains
    }
}
