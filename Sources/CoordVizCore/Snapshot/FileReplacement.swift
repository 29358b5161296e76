import Foundation

/// Writes whole files the way the file system expects them written:
///
/// - a regular file is written to a temporary file beside it and renamed over it, so a failure
///   keeps the old contents; the replacement keeps the old file's permission bits and owner
///   (a private 0600 file stays private); when the owner cannot be kept, or the folder does not
///   let us create files, an existing file is rewritten in place instead;
/// - a symbolic link is written through to the file it points to, and stays a link;
/// - a file the user may not write (read-only, or owned by someone else) is refused;
/// - a device or pipe (`/dev/null`, `/dev/stdout`, a FIFO) is written in place, because renaming
///   over it would replace the device itself with a plain file;
/// - the temporary file is removed on every exit path that can run: errors, and the signals
///   ``TemporaryFiles/removeOnTerminationSignals()`` handles.
public enum FileReplacement {
    /// Called with the temporary file just before it is renamed over the destination; tests use
    /// it to interrupt a write at its most delicate moment.
    nonisolated(unsafe) public static var beforeRename: ((URL) -> Void)?

    /// Writes `data` to `url`. Throws ``FileWriteError``, whose message says what to do.
    public static func write(_ data: Data, to url: URL) throws(FileWriteError) {
        let shown = url.relativePath
        let path = try destination(of: url.path)
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw .failed(path: shown, reason: String(cString: strerror(errno))) }
            return try replace(path, with: data, keeping: nil, shownAs: shown)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw .isFolder(path: shown)
        case S_IFREG:
            guard isWritable(path, status) else { throw .notWritable(path: shown) }
            try replace(path, with: data, keeping: status, shownAs: shown)
        default:
            try writeInPlace(path, data, truncating: false, shownAs: shown)
        }
    }

    /// The file a path finally names, following symbolic links (also dangling ones, whose target
    /// is created).
    static func destination(of path: String) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .failed(path: path, reason: String(cString: strerror(errno))) }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : (current as NSString).deletingLastPathComponent + "/" + target
        }
        throw .failed(path: path, reason: "too many symbolic links")
    }

    /// Whether the user may write the file: the system says so, and for the superuser (whom the
    /// system lets write anything) the file has a write permission bit at all.
    private static func isWritable(_ path: String, _ status: stat) -> Bool {
        guard access(path, W_OK) == 0 else { return false }
        return geteuid() != 0 || status.st_mode & 0o222 != 0
    }

    private static func replace(_ path: String, with data: Data, keeping old: stat?, shownAs shown: String) throws(FileWriteError) {
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var folderStatus = stat()
        guard stat(folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
            throw .noFolder(path: shown, folder: folder)
        }
        // An owner we cannot give the new file back: rewrite the old one in place instead.
        if let old, old.st_uid != geteuid(), geteuid() != 0 {
            return try writeInPlace(path, data, truncating: true, shownAs: shown)
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            if old != nil { return try writeInPlace(path, data, truncating: true, shownAs: shown) }
            throw .folderNotWritable(path: shown, folder: folder)
        }
        let name = (path as NSString).lastPathComponent
        let temporary = folder + "/.\(name).coordviz-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .failed(path: shown, reason: String(cString: strerror(errno))) }
        var keepsOwner = true
        do throws(FileWriteError) {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, shownAs: shown)
            if let old, old.st_uid != geteuid() || old.st_gid != getegid() {
                keepsOwner = fchown(descriptor, old.st_uid, old.st_gid) == 0
            }
            let mode = old.map { mode_t($0.st_mode & 0o7777) } ?? defaultMode()
            guard fchmod(descriptor, mode) == 0 else { throw .failed(path: shown, reason: String(cString: strerror(errno))) }
        } catch {
            unlink(temporary)
            throw error
        }
        guard keepsOwner else {
            // The group (or owner) cannot be given back: rewrite the old file in place instead.
            unlink(temporary)
            return try writeInPlace(path, data, truncating: true, shownAs: shown)
        }
        beforeRename?(URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .failed(path: shown, reason: reason)
        }
    }

    private static func writeInPlace(_ path: String, _ data: Data, truncating: Bool, shownAs shown: String) throws(FileWriteError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | (truncating ? O_TRUNC : 0))
        guard descriptor >= 0 else {
            throw errno == EACCES || errno == EPERM ? .notWritable(path: shown) : .failed(path: shown, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, shownAs: shown)
    }

    /// Writes every byte to an open descriptor, retrying short and interrupted writes; an error
    /// (a full disk, a closed pipe) throws ``FileWriteError/failed(path:reason:)`` naming `shown`.
    public static func writeAll(_ data: Data, to descriptor: Int32, shownAs shown: String) throws(FileWriteError) {
        let failure: Int32? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw .failed(path: shown, reason: String(cString: strerror(failure))) }
    }

    /// What a new file gets: read and write for everyone the user's umask allows.
    private static func defaultMode() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }
}

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Why a file could not be written; each message says what to do.
public enum FileWriteError: Error, Equatable, CustomStringConvertible {
    case isFolder(path: String)
    case notWritable(path: String)
    case noFolder(path: String, folder: String)
    case folderNotWritable(path: String, folder: String)
    case failed(path: String, reason: String)

    public var description: String {
        switch self {
        case .isFolder(let path):
            "\(path): error: this is a folder; give a file name inside it, e.g. \(path)/diagram.svg"
        case .notWritable(let path):
            "\(path): error: you may not write this file (it is read-only or not yours); make it writable or choose another path"
        case .noFolder(let path, let folder):
            "\(path): error: the folder \(folder) does not exist; create it or choose another path"
        case .folderNotWritable(let path, let folder):
            "\(path): error: you may not create files in \(folder); choose another folder"
        case .failed(let path, let reason):
            "\(path): error: cannot write the file: \(reason.prefix(1).lowercased() + reason.dropFirst()); check the disk and the path"
        }
    }
}
