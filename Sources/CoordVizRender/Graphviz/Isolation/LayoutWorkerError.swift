import Foundation

/// Why a layout worker process gave no drawing. Each message is one sentence naming the view
/// and what to do instead; the worker's own output (a backtrace) is never part of it.
public enum LayoutWorkerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The worker died of a signal: Graphviz crashed (SIGABRT from a double free, SIGSEGV).
    case crashed(view: String, signal: Int32)
    /// The worker did not finish within the time limit and was killed.
    case timedOut(view: String, seconds: Double)
    /// The worker exited with a non-zero status and no result.
    case failed(view: String, status: Int32)
    /// The worker's reply could not be read (it is not a coordviz worker of this version).
    case unreadableReply(view: String, executable: String)
    /// The worker process could not be started.
    case cannotStart(executable: String, reason: String)

    /// How to draw less of the model: the overview is already the smallest whole view.
    private static func smaller(than view: String) -> String {
        view == "overview" ? "draw a smaller part with --root or --depth" : "draw a smaller part with --tab, --root or --view overview"
    }

    public var description: String {
        switch self {
        case .crashed(let view, let signal) where signal == SIGKILL:
            // Not the time limit (that is `timedOut`): most likely the kernel, out of memory.
            "Graphviz was killed while laying out the \(view) view (signal \(signal), SIGKILL: the system may have run out of memory); \(Self.smaller(than: view)), or try --layout sfdp"
        case .crashed(let view, let signal):
            "Graphviz crashed while laying out the \(view) view (signal \(signal)\(Self.signalName(signal).map { ", \($0)" } ?? "")); \(Self.smaller(than: view)), or try --layout neato"
        case .timedOut(let view, let seconds):
            "Graphviz did not finish laying out the \(view) view in \(Self.format(seconds)) s and was stopped; \(Self.smaller(than: view)), try --layout sfdp, or allow more time with --layout-timeout"
        case .failed(let view, let status):
            "Graphviz failed while laying out the \(view) view (the layout process exited with status \(status)); \(Self.smaller(than: view)), or try --layout neato"
        case .unreadableReply(let view, let executable):
            "The layout process for the \(view) view sent a reply coordviz cannot read; check that \(executable) is a coordviz of the same version"
        case .cannotStart(let executable, let reason):
            "The layout process \(executable) could not be started (\(reason)); check that the file exists and is executable"
        }
    }

    static func signalName(_ signal: Int32) -> String? {
        let names: [Int32: String] = [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
            SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM",
        ]
        return names[signal]
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
