import CoordVizCore
import Foundation

/// Writes a finished render to a file or standard output. Files are replaced atomically, so a
/// failed run never leaves a half-written or clobbered output.
enum OutputWriter {
    static func write(_ bytes: Data, to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(bytes)
            return
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.cannotWrite(path: path, reason: "the folder \(directory.path) does not exist")
        }
        do {
            try FileReplacement.write(bytes, to: url)
        } catch {
            throw CLIError.cannotWrite(path: path, reason: "\(error.localizedDescription)")
        }
    }
}
