@testable import CoordVizScan
import Testing

/// Code that calls back into itself is followed round its loop until the depth limit; the steps
/// it repeats are one run of steps.
@Suite struct RepeatedStepRunTests {
    @Test("a run of two to four steps said again right after itself is said once")
    func repeatedRunsCollapse() {
        let looped = ["finish Auth", "setRoot Session", "present Profile", "setRoot Session", "present Profile", "setRoot Session", "present Profile", "setRoot Session"]
        #expect(Inference.collapsingRepeatedRuns(looped) == ["finish Auth", "setRoot Session", "present Profile", "setRoot Session"])
        #expect(Inference.collapsingRepeatedRuns(["a", "b", "c", "a", "b", "c", "d"]) == ["a", "b", "c", "d"])
    }

    @Test("steps that differ, or a run said again later, stay")
    func differentStepsStay() {
        #expect(Inference.collapsingRepeatedRuns(["push A", "push B", "pop", "push A", "present C"]) == ["push A", "push B", "pop", "push A", "present C"])
        #expect(Inference.collapsingRepeatedRuns(["a", "b", "x", "a", "b"]) == ["a", "b", "x", "a", "b"])
    }
}
