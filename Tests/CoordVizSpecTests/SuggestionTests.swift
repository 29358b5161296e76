import CoordVizSpec
import Testing

/// "Did you mean": the closest candidate for a typo, counting a swap of neighbours as one edit.
@Suite struct SuggestionTests {
    @Test(arguments: [("pgn", "png"), ("rendr", "render"), ("flws", "flows"), ("hierachy", "hierarchy"), ("vaildate", "validate")])
    func aTypoSuggestsTheWordItMeant(typo: String, meant: String) {
        #expect(Suggestion.closest(to: typo, among: ["svg", "png", "pdf", "render", "flows", "hierarchy", "validate", "review"]) == meant)
    }

    @Test func aWordFarFromEveryCandidateSuggestsNothing() {
        #expect(Suggestion.closest(to: "paint", among: ["render", "validate", "compare", "review"]) == nil)
    }
}
