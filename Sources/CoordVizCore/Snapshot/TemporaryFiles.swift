import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file a ``FileReplacement`` is writing, kept where a signal handler can reach
/// it, so an interrupted or terminated process leaves no hidden file behind.
///
/// Only one replacement runs at a time in the command line; the path lives in a fixed C buffer
/// because a signal handler may do nothing but async-signal-safe calls (`unlink`, `signal`,
/// `raise`).
public enum TemporaryFiles {
    private static let capacity = 4_096
    nonisolated(unsafe) private static let current: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()

    /// Removes the registered temporary file when SIGINT, SIGTERM or SIGHUP arrives, then lets
    /// the signal end the process as it would have. Call once, early, from a command line tool,
    /// on the main thread.
    public static func removeOnTerminationSignals() {
        _ = current
        // A parent may start us with these blocked (test runners do): handled, they must arrive.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                if TemporaryFiles.current.pointee != 0 { unlink(TemporaryFiles.current) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    static func register(_ path: String) {
        current.pointee = 0
        let bytes = Array(path.utf8.prefix(capacity - 1))
        for (index, byte) in bytes.enumerated().dropFirst() { current[index] = CChar(bitPattern: byte) }
        current[bytes.count] = 0
        // The first byte last: the handler never sees a half-written path.
        if let first = bytes.first { current[0] = CChar(bitPattern: first) }
    }

    static func unregister(_ path: String) {
        current.pointee = 0
    }
}
