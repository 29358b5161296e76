import CoordVizCore
import Testing

/// One escaping function per output context; each keeps hostile input from acting in its context.
@Suite struct EscapingTests {
    /// Strings that try to break out of every context at once.
    static let hostile = [
        "X\" onmouseover=\"alert(1)", "a<b>&c", "line\nbreak", "car\rriage", "\u{1B}]0;title\u{07}\u{1B}[2J",
        "sep\u{2028}arator", "bidi\u{202E}txt", "%%{init: {\"theme\": \"dark\"}}%%", "`code`", "a\\\"b", "trail\\",
        "\"\u{301} combining", "tab\there", "nul\u{0}byte", "del\u{7F}", "c1\u{85}",
    ]

    @Test(arguments: hostile)
    func visibleLeavesNoControlCharacterOrSeparator(_ text: String) {
        let shown = Escaping.visible(text)
        #expect(!shown.unicodeScalars.contains(where: Escaping.isInvisible), "\(shown.debugDescription)")
    }

    @Test func visibleWritesControlCharactersAsEscapes() {
        #expect(Escaping.visible("a\nb\rc\td\u{1B}e\u{2028}") == "a\\nb\\rc\\td\\u{1B}e\\u{2028}")
        #expect(Escaping.visible("a\nb", keepingNewlines: true) == "a\nb")
        #expect(Escaping.visible("plain Home2ViewController") == "plain Home2ViewController")
    }

    @Test(arguments: hostile)
    func xmlAttributeCannotEndTheAttributeOrOpenATag(_ text: String) {
        let escaped = Escaping.xmlAttribute(text)
        #expect(!escaped.contains("\"") && !escaped.contains("'") && !escaped.contains("<") && !escaped.contains(">"))
        #expect(!escaped.contains("\n") && !escaped.unicodeScalars.contains(where: Escaping.isInvisible))
        #expect(escaped.replacingOccurrences(of: "&amp;", with: "").range(of: "&(?!lt;|gt;|quot;|#39;|#10;)", options: .regularExpression) == nil)
    }

    @Test func xmlTextEscapesMarkupAndKeepsLines() {
        #expect(Escaping.xmlText("<a href=\"x\">&</a>\nnext") == "&lt;a href=\"x\"&gt;&amp;&lt;/a&gt;\nnext")
    }

    @Test func dotStringDoublesBackslashesSoGraphvizReadsThemLiterally() {
        #expect(Escaping.dotString("a\\\"b") == "a\\\\\"b")
        #expect(Escaping.dotString("trail\\") == "trail\\\\")
        #expect(Escaping.dotString("\\N and \\n") == "\\\\N and \\\\n")
        #expect(Escaping.dotString("two\nlines\u{1B}") == "two\nlines\\\\u{1B}")
    }

    @Test(arguments: hostile)
    func dotHTMLCannotCloseTheLabelOrAddATag(_ text: String) {
        let escaped = Escaping.dotHTML(text)
        #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("\""))
        #expect(!escaped.unicodeScalars.contains(where: Escaping.isInvisible))
    }

    @Test func urlFragmentPercentEncodesEverythingButSafeCharacters() {
        #expect(Escaping.urlFragment("coordinator:Home-2_x.y~") == "coordinator:Home-2_x.y~")
        #expect(Escaping.urlFragment("X\" onmouseover=\"alert(1)") == "X%22%20onmouseover%3D%22alert%281%29")
        #expect(Escaping.urlFragment("é\n<&") == "%C3%A9%0A%3C%26")
    }

    @Test(arguments: hostile)
    func mermaidLabelCannotEndTheLabelFormADirectiveOrALine(_ text: String) {
        let escaped = Escaping.mermaidLabel(text)
        for forbidden in ["\"", "%", "`", "<b>", "\n", "\r", "&"] {
            #expect(!escaped.contains(forbidden), "\(escaped.debugDescription) contains \(forbidden.debugDescription)")
        }
        #expect(!escaped.unicodeScalars.contains(where: Escaping.isInvisible))
    }

    @Test func mermaidLabelWritesLineBreaksAsBreaks() {
        #expect(Escaping.mermaidLabel("Home\n2 screens") == "Home<br/>2 screens")
        #expect(Escaping.mermaidLabel("#1 \"a\"") == "#35;1 #quot;a#quot;")
    }

    @Test(arguments: hostile)
    func mermaidCommentStaysOneLineWithoutDirectives(_ text: String) {
        let escaped = Escaping.mermaidComment(text)
        #expect(!escaped.contains("%") && !escaped.contains("\n") && !escaped.contains("\r"))
        #expect(!escaped.unicodeScalars.contains(where: Escaping.isInvisible))
    }

    @Test func yamlDoubleQuotedIsOneQuotedLine() {
        #expect(Escaping.yamlDoubleQuoted("a \"b\" \\ 100%\nx") == "\"a \\\"b\\\" \\\\ 100\\x25\\\\nx\"")
    }

    @Test func markdownEscapesSyntax() {
        #expect(Escaping.markdown("*bold* [link](x) <b> & `c`") == "\\*bold\\* \\[link\\]\\(x\\) &lt;b\\> &amp; \\`c\\`")
        #expect(!Escaping.markdown("a\nb").contains("\n"))
    }

    @Test(arguments: hostile)
    func terminalLinesHoldNoControlCharacters(_ text: String) {
        let line = Escaping.terminal("spec.yaml:1:1: error: unknown '\(text)'")
        #expect(!line.unicodeScalars.contains(where: Escaping.isInvisible), "\(line.debugDescription)")
    }

    @Test func terminalCutsLongValuesWithAnEllipsis() {
        let line = Escaping.terminal("spec.yaml:3:7: error: [unknown-coordinator] unknown coordinator '\(String(repeating: "A", count: 1_000_000))'; declare it")
        #expect(line.count < 400)
        #expect(line.hasPrefix("spec.yaml:3:7: error: [unknown-coordinator] unknown coordinator 'AAA"))
        #expect(line.hasSuffix("AAA'; declare it"))
        #expect(line.contains("…(") && line.contains("characters cut)…"))
        let spaced = Escaping.terminal(String(repeating: "word ", count: 100_000))
        #expect(spaced.count < 1_100)
    }
}
