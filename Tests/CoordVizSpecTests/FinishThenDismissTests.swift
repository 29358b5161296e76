import CoordVizSpec
import Testing

/// A coordinator that finishes and then has its presented container dismissed (govuk's sign-out:
/// `finish()` then `root.dismiss(animated:)`) ends one flow: the `dismiss` is the finish's own
/// dismissal. A `dismiss` with nothing presented after a coordinator that presents nothing is
/// still an impossible step.
@Suite struct FinishThenDismissTests {
    static func errors(_ child: String, steps: String) -> [String] {
        let text = """
        version: 2
        root: A
        coordinators:
          A: { stack: [S], children: [B] }
          B: { \(child) }
        transitions:
          - { id: done, from: T, steps: \(steps) }

        """
        return SpecFixtures.diagnostics(of: [SpecFile(path: "p.yaml", text: text)]).filter { $0.contains("error") }
    }

    @Test("finish then dismiss of a coordinator presented from a screen plays without a problem")
    func finishThenDismissOfAPresentedFlow() {
        #expect(Self.errors("stack: [T], presentedFrom: S", steps: "[{finish: B}, dismiss]") == [])
    }

    @Test("finish then dismiss of a coordinator presented from a screen no one can name plays without a problem")
    func finishThenDismissOfAFlowPresentedFromAnUnknownScreen() {
        #expect(Self.errors("stack: [T], presentedFrom: unknown", steps: "[{finish: B}, dismiss]") == [])
    }

    @Test("dismiss then finish, the order UIKit completion handlers give, still plays")
    func dismissThenFinishStillPlays() {
        #expect(Self.errors("stack: [T], presentedFrom: S", steps: "[dismiss, {finish: B}]") == [])
    }

    @Test("a dismiss after the finish of a coordinator pushing onto its parent's stack is still an impossible step")
    func dismissAfterFinishingAPushedFlowIsAnError() {
        let errors = Self.errors("stack: [T], pushesOnto: A", steps: "[{finish: B}, dismiss]")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("[impossible-step] step 2 of 'done' (dismiss) cannot happen: nothing is presented to dismiss") == true)
    }

    @Test("a second dismiss after finish then dismiss is still an impossible step")
    func aSecondDismissIsAnError() {
        let errors = Self.errors("stack: [T], presentedFrom: S", steps: "[{finish: B}, dismiss, dismiss]")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("step 3 of 'done' (dismiss)") == true)
    }
}
