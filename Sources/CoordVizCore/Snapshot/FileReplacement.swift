import Foundation

/// Writes whole files without ever leaving a half-written one, and without replacing special
/// files: a regular file is written beside its destination and renamed over it, so a failure
/// keeps the old contents; a device or pipe (`/dev/null`, `/dev/stdout`, a FIFO) is written in
/// place, because renaming over it would replace the device itself with a plain file.
public enum FileReplacement {
    public static func write(_ data: Data, to url: URL) throws {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            return
        }
        try data.write(to: url, options: .atomic)
    }
}
