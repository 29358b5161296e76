import CoordVizCore
import Foundation

/// What the process sets up before any command runs, so no closed stream or signal ends it
/// without a sentence: a write to a closed pipe fails with an error instead of SIGPIPE, closed
/// standard streams are noticed (and their numbers kept from the next file opened), and
/// SIGINT/SIGTERM/SIGHUP remove a half-written temporary file before ending the process.
enum ProcessSetup {
    /// Whether standard output was closed when the process started.
    nonisolated(unsafe) static var standardOutputWasClosed = false

    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            if descriptor == STDOUT_FILENO { standardOutputWasClosed = true }
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        TemporaryFiles.removeOnTerminationSignals()
        #if DEBUG
        // Tests interrupt a write between the temporary file and its rename.
        if let seconds = ProcessInfo.processInfo.environment["COORDVIZ_TEST_PAUSE_BEFORE_RENAME"].flatMap(Double.init) {
            FileReplacement.beforeRename = { _ in Thread.sleep(forTimeInterval: seconds) }
        }
        #endif
    }
}
