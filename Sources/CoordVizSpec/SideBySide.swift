import Dispatch

/// Two independent computations run at the same time on two threads (one on the caller's), for
/// checks that only read a shared value. Results come back in argument order, so what the caller
/// does with them is the same as running them one after the other.
enum SideBySide {
    static func run<A: Sendable, B: Sendable>(
        _ first: @Sendable () -> A,
        _ second: @Sendable () -> B
    ) -> (A, B) {
        let results = Results<A, B>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { results.first = first() } else { results.second = second() }
        }
        return (results.first!, results.second!)
    }

    /// Where the two threads leave their results; each writes one slot, and `concurrentPerform`
    /// returns only after both have finished.
    private final class Results<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }
}
