import CoordVizCore

/// GitHub Actions workflow commands, one per finding, which the runner turns into annotations on
/// the pull request's files: `::error file=flow.yaml,line=12,col=7,title=[rule] Name::message`.
/// Values are escaped the way the runner unescapes them (`%`, CR and LF everywhere; `:` and `,`
/// in properties too), so no message can end its command early or start another.
enum GitHubReporter {
    static func render(_ report: ReviewReport) -> String {
        let lines = report.findings.map { finding -> String in
            var properties: [String] = []
            if let place = finding.locations.first {
                properties.append("file=\(escapeProperty(Escaping.visible(place.path)))")
                if let position = report.position(of: place) {
                    properties.append("line=\(position.line)")
                    properties.append("col=\(position.column)")
                }
            }
            let name = report.rule(of: finding)?.name ?? finding.ruleID
            properties.append("title=\(escapeProperty(Escaping.visible("[\(finding.ruleID)] \(name)")))")
            var message = finding.message
            if let live = finding.locations.dropFirst().first(where: { $0.kind != .spec }) { message += " (live: \(live.description))" }
            return "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(Escaping.visible(message, keepingNewlines: true)))"
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func command(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// The runner's escaping of a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The runner's escaping of a property value.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
