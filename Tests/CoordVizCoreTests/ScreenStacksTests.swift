@testable import CoordVizCore
import Testing

/// ``ScreenStacks`` answers like the dictionary it stands for, however its copies share storage.
@Suite struct ScreenStacksTests {
    /// Every coordinator whose stack differs, found the slow way.
    func differing(_ first: ScreenStacks, _ second: ScreenStacks) -> Set<String> {
        Set(first.keys).union(second.keys).filter { first[$0] != second[$0] }
    }

    @Test func differingStacksAreThoseAWholeComparisonFinds() {
        var generator = SystemRandomNumberGenerator()
        let start = ScreenStacks(Dictionary(uniqueKeysWithValues: (0..<60).map { ("C\($0)", (0..<($0 % 4)).map { "S\($0)" }) }))
        var states = [start]
        for _ in 0..<120 {
            var next = states.randomElement(using: &generator)!
            let coordinator = "C\(Int.random(in: 0..<80, using: &generator))"
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: next[coordinator] = nil
            case 1: next[coordinator] = []
            case 2: next[coordinator, default: []].append("S\(Int.random(in: 0..<5, using: &generator))")
            default: next[coordinator] = start[coordinator]
            }
            states.append(next)
        }
        // Also one that shares nothing with the others.
        states.append(ScreenStacks(start.dictionary))
        for first in states {
            for second in states.shuffled(using: &generator).prefix(12) {
                #expect(first.coordinatorsWithDifferentStacks(than: second) == differing(first, second))
            }
        }
    }
}
