/// File names for the pages and pictures of a docs folder, made from type names and transition
/// ids that may hold anything: ASCII letters, digits, `-` and `_` are kept, every other run of
/// characters (separators, dots, spaces, emoji, accents) becomes one `-`, names the file
/// systems reserve or that come out empty get a fallback, and two names that would be the same
/// file on a case-insensitive file system get `-2`, `-3` … in the order the ids sort.
public struct DocsFileNames: Sendable {
    private var names: [String: String] = [:]

    /// Names for `ids`; `fallback` stands for an id with no usable character (`transition`).
    public init(_ ids: [String], fallback: String) {
        var taken = Set<String>()
        for id in Set(ids).sorted() {
            let base = Self.sanitised(id, fallback: fallback)
            var name = base
            var suffix = 2
            while !taken.insert(name.lowercased()).inserted {
                name = "\(base)-\(suffix)"
                suffix += 1
            }
            names[id] = name
        }
    }

    /// The file name (without extension) of `id`; an id not given to ``init(_:fallback:)``
    /// gets its sanitised form.
    public subscript(id: String) -> String {
        names[id] ?? Self.sanitised(id, fallback: "unnamed")
    }

    /// The longest name kept, so a path stays far below file-system limits with its extension.
    static let maximumLength = 80

    /// Names Windows reserves whatever the extension, compared without case.
    static let reserved = Set(["con", "prn", "aux", "nul"] + (1...9).flatMap { ["com\($0)", "lpt\($0)"] })

    /// `id` as a file name: only `[A-Za-z0-9_-]`, no leading or trailing `-`, at most
    /// ``maximumLength`` characters, never empty or reserved.
    public static func sanitised(_ id: String, fallback: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in id.unicodeScalars {
            let keep = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
            if keep, scalar != "-" {
                if pendingDash, !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        if result.count > maximumLength { result = String(result.prefix(maximumLength)) }
        while result.hasSuffix("-") { result.removeLast() }
        if result.isEmpty { return fallback }
        if reserved.contains(result.lowercased()) { return result + "_" }
        return result
    }
}
