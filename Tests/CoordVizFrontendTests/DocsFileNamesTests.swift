import CoordVizFrontend
import Testing

/// Type names and transition ids become file names that stay inside the folder and never clash.
@Suite struct DocsFileNamesTests {
    @Test(arguments: [
        ("../../etc/passwd", "etc-passwd"),
        ("open 🚀 rocket", "open-rocket"),
        ("HomeCoordinator#2", "HomeCoordinator-2"),
        ("a\\b:c", "a-b-c"),
        ("--lead-and-trail--", "lead-and-trail"),
        ("Café", "Caf"),
    ])
    func separatorsDotsSpacesAndEmojiBecomeDashes(id: String, expected: String) {
        #expect(DocsFileNames.sanitised(id, fallback: "x") == expected)
    }

    @Test func aNameWithNoUsableCharacterGetsTheFallback() {
        #expect(DocsFileNames.sanitised("🚀", fallback: "transition") == "transition")
        #expect(DocsFileNames.sanitised("..", fallback: "transition") == "transition")
    }

    @Test func namesWindowsReservesAreChanged() {
        #expect(DocsFileNames.sanitised("CON", fallback: "x") == "CON_")
        #expect(DocsFileNames.sanitised("lpt1", fallback: "x") == "lpt1_")
    }

    @Test func longNamesAreCut() {
        #expect(DocsFileNames.sanitised(String(repeating: "a", count: 300), fallback: "x").count == 80)
    }

    @Test func namesThatClashWithoutCaseGetSuffixesInSortedOrder() {
        let names = DocsFileNames(["open 🚀 rocket", "Open 🎉 Rocket", "open-rocket", "🚀", "🎉"], fallback: "transition")
        let all = ["open 🚀 rocket", "Open 🎉 Rocket", "open-rocket", "🚀", "🎉"].map { names[$0] }
        #expect(Set(all.map { $0.lowercased() }).count == all.count)
        #expect(names["Open 🎉 Rocket"] == "Open-Rocket")
        #expect(names["open 🚀 rocket"] == "open-rocket-2")
        #expect(names["open-rocket"] == "open-rocket-3")
        #expect(names["🎉"] == "transition")
        #expect(names["🚀"] == "transition-2")
    }

    @Test func aSuffixedNameDoesNotClashWithAnIdThatLooksLikeIt() {
        let names = DocsFileNames(["a b", "a-b", "a-b-2"], fallback: "x")
        #expect(Set([names["a b"], names["a-b"], names["a-b-2"]].map { $0.lowercased() }).count == 3)
    }
}
