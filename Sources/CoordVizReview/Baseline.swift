import CoordVizCore
import Foundation

/// Findings a team has accepted, so a review reports only new ones: written by
/// `coordviz review --write-baseline FILE`, read with `--baseline FILE`.
///
/// Findings are matched by rule id and element (kind and id), never by line, so editing the
/// spec around an accepted finding does not bring it back; each entry accepts one finding, so a
/// second finding of the same rule on the same element is new.
public struct Baseline: Codable, Equatable, Sendable {
    public static let format = "coordviz-review-baseline"
    public static let currentVersion = 1

    /// One accepted finding.
    public struct Entry: Codable, Equatable, Hashable, Sendable {
        public var rule: String
        public var element: DiagnosticElement
        /// The message when it was accepted, for a person reading the file; not matched.
        public var message: String?

        public init(rule: String, element: DiagnosticElement, message: String? = nil) {
            self.rule = rule
            self.element = element
            self.message = message
        }

        var key: String { "\(rule)\u{0}\(element.kind)\u{0}\(element.id)" }
    }

    public var format: String
    public var version: Int
    /// Sorted by rule, element kind and id, so a rewritten baseline diffs well.
    public var findings: [Entry]

    public init(accepting diagnostics: [Diagnostic]) {
        format = Self.format
        version = Self.currentVersion
        findings = diagnostics.compactMap { diagnostic in
            diagnostic.element.map { Entry(rule: diagnostic.ruleID, element: $0, message: diagnostic.message) }
        }.sorted { ($0.rule, $0.element.kind, $0.element.id, $0.message ?? "") < ($1.rule, $1.element.kind, $1.element.id, $1.message ?? "") }
    }

    /// Splits `diagnostics` into the new ones and those the baseline accepts.
    public func apply(to diagnostics: [Diagnostic]) -> (new: [Diagnostic], accepted: [Diagnostic]) {
        var remaining: [String: Int] = [:]
        for entry in findings { remaining[entry.key, default: 0] += 1 }
        var new: [Diagnostic] = []
        var accepted: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let element = diagnostic.element else {
                new.append(diagnostic)
                continue
            }
            let key = Entry(rule: diagnostic.ruleID, element: element).key
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                accepted.append(diagnostic)
            } else {
                new.append(diagnostic)
            }
        }
        return (new, accepted)
    }

    /// Pretty-printed JSON with sorted keys and a final newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads a baseline, checking its format marker and version.
    ///
    /// - Throws: ``ReviewError/malformedBaseline(path:reason:)`` saying what is wrong.
    public static func decode(from data: Data, source: String) throws(ReviewError) -> Baseline {
        struct Header: Decodable { var format: String?; var version: Int? }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw .malformedBaseline(path: source, reason: "it is not a JSON object")
        }
        guard header.format == format else { throw .malformedBaseline(path: source, reason: "it has no \"format\": \"\(format)\" marker") }
        guard let version = header.version, (1...currentVersion).contains(version) else {
            throw .malformedBaseline(path: source, reason: "its version is not one this coordviz reads (1 to \(currentVersion))")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw .malformedBaseline(path: source, reason: "its findings cannot be read (\(error))")
        }
    }
}

/// Errors of reviewing; each message is one sentence saying what to do.
public enum ReviewError: Error, Equatable, CustomStringConvertible {
    case malformedBaseline(path: String, reason: String)

    public var description: String {
        switch self {
        case .malformedBaseline(let path, let reason):
            "\(path): error: not a review baseline: \(reason); write one with 'coordviz review … --write-baseline \(path)'"
        }
    }
}
