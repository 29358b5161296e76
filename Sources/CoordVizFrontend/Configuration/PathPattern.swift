#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell wildcards (`*`, `?`, `[…]`) in configured paths, expanded by the C library's `glob`.
enum PathPattern {
    static func isPattern(_ path: String) -> Bool {
        path.contains { "*?[".contains($0) }
    }

    /// The files `pattern` matches, sorted; none when it matches nothing.
    static func expand(_ pattern: String) -> [String] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard glob(pattern, 0, nil, &matches) == 0 else { return [] }
        return (0..<Int(matches.gl_pathc)).compactMap { index in matches.gl_pathv[index].map { String(cString: $0) } }.sorted()
    }
}
