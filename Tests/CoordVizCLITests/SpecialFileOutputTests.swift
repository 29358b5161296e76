import Foundation
import Testing

/// `-o` pointing at a device or pipe (`/dev/null`, `/dev/stdout`, a FIFO) writes through it and
/// leaves it what it was: renaming a finished file over it, as for regular files, would replace
/// the device with a plain file (which root is allowed to do).
@Suite struct SpecialFileOutputTests {
    @Test func renderingIntoANamedPipeWritesThroughItAndKeepsThePipe() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("diagram.pipe").path
        try #require(mkfifo(pipe, 0o600) == 0)

        nonisolated(unsafe) var received = Data()
        let done = DispatchSemaphore(value: 0)
        Thread {
            if let handle = FileHandle(forReadingAtPath: pipe) { received = handle.readDataToEndOfFile() }
            done.signal()
        }.start()
        let result = try CommandRunner.coordviz(["render", "Samples/love-story/flow.yaml", "--view", "tabs", "--format", "svg", "-o", pipe])
        // If the pipe was replaced, nobody ever opens it for writing: fail instead of hanging.
        let finished = done.wait(timeout: .now() + 30) == .success
        #expect(finished, "nothing was written into the pipe")

        #expect(result.status == 0)
        #expect(String(decoding: received, as: UTF8.self).contains("<svg"))
        var status = stat()
        #expect(stat(pipe, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFIFO, "the pipe was replaced by a plain file")
    }
}
