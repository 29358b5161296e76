/// Where a message says how serious it is: `error:`, `warning:` or `note:` at its start or after
/// its location (`flow.yaml:3:5: warning: …`). A word after a quote belongs to a quoted value, not
/// to the message.
struct SeverityWord: Equatable {
    enum Severity: String, CaseIterable {
        case error, warning, note
    }

    var severity: Severity
    /// The word and its colon.
    var range: Range<String.Index>

    /// The first severity word of `message`, if it has one.
    init?(in message: String) {
        for severity in Severity.allCases where message.hasPrefix("\(severity.rawValue):") {
            self.init(severity: severity, range: message.startIndex..<message.index(message.startIndex, offsetBy: severity.rawValue.count + 1))
            return
        }
        let found = Severity.allCases.compactMap { severity in message.range(of: ": \(severity.rawValue):").map { (severity, $0) } }
            .min { $0.1.lowerBound < $1.1.lowerBound }
        guard let (severity, range) = found, !message[..<range.lowerBound].contains(where: { $0 == "'" || $0 == "\"" }) else { return nil }
        self.init(severity: severity, range: message.index(range.lowerBound, offsetBy: 2)..<range.upperBound)
    }

    private init(severity: Severity, range: Range<String.Index>) {
        self.severity = severity
        self.range = range
    }

    /// The ANSI colour of the word: red errors, magenta warnings, cyan notes, all bold.
    var colorCode: String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;36m"
        }
    }

    /// `message` with this word coloured.
    func colored(_ message: String) -> String {
        message.replacingCharacters(in: range, with: colorCode + message[range] + "\u{1B}[0m")
    }
}
