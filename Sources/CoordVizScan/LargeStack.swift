import Foundation

/// Runs work on a thread of its own with a large stack, and waits for it.
///
/// The scan reads Swift's syntax trees recursively, and generated or hand-written code can nest
/// far deeper than a thread's usual 8 MiB allow (a chain of a thousand calls, an expression
/// builder): on the main thread such a file would end the process with a signal. A gibibyte of
/// address space is reserved; only the pages a deep walk touches are ever used.
enum LargeStack {
    static let size = 1 << 30

    static func run<Output>(_ work: @escaping () throws -> Output) throws -> Output {
        let job = Job(work: work)
        let thread = Thread { job.perform() }
        thread.stackSize = size
        thread.start()
        job.done.wait()
        return try job.outcome!.get()
    }

    /// The work, what it gave, and the signal that it is done, handed between the two threads.
    private final class Job<Output>: @unchecked Sendable {
        let work: () throws -> Output
        var outcome: Result<Output, any Error>?
        let done = DispatchSemaphore(value: 0)

        init(work: @escaping () throws -> Output) { self.work = work }

        func perform() {
            outcome = Result { try work() }
            done.signal()
        }
    }
}
