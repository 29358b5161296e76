/// The formats a review can be printed in; the raw values are the `--reporter` names.
public enum Reporter: String, CaseIterable, Sendable {
    /// Compiler form, one finding a line, then a summary line: for terminals and logs.
    case text
    /// The findings as ``Diagnostic`` values in a versioned JSON document: for scripts.
    case json
    /// SARIF 2.1.0: for GitHub code scanning and other static-analysis dashboards.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…,line=…::…`): annotations on a pull request.
    case github
    /// JUnit XML: one test suite per rule, a failing test case per error or warning.
    case junit
    /// A Markdown table that fits a GitHub job summary (`>> $GITHUB_STEP_SUMMARY`).
    case markdown

    /// The report in this format, ending with a newline.
    public func render(_ report: ReviewReport) -> String {
        switch self {
        case .text: TextReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .markdown: MarkdownReporter.render(report)
        }
    }
}
