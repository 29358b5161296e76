import CoordVizCore
import Foundation

/// Writes a finished render to a file or standard output (`-`). Files go through
/// ``FileReplacement``: replaced atomically, keeping their permissions and owner, written
/// through symbolic links, refused when the user may not write them.
enum OutputWriter {
    static func write(_ bytes: Data, to path: String) throws {
        if path == "-" {
            try StandardOutput.write(bytes)
            return
        }
        try FileReplacement.write(bytes, to: URL(fileURLWithPath: path))
    }
}
