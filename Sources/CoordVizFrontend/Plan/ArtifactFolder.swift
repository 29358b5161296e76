import CoordVizCore
import Foundation

/// Writes built artifacts into a folder, and compares them with what a folder holds.
public enum ArtifactFolder {
    /// Writes each artifact under `folder`, replacing each file atomically (``FileReplacement``)
    /// and leaving every other file of the folder alone: for folders that hold more than one
    /// command's output, like `Output/<sample>/`.
    public static func write(_ built: [BuiltArtifact], into folder: URL) throws {
        for artifact in built {
            let url = folder.appendingPathComponent(artifact.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileReplacement.write(Data(artifact.bytes), to: url)
        }
    }

    /// Replaces the whole of `folder` with `built`: everything is written to a new folder beside
    /// it first, which then takes its place, so a failed run leaves the previous folder as it
    /// was and a reader never sees half of it.
    ///
    /// - Parameter marker: a file every folder this command writes contains; an existing,
    ///   non-empty folder without it is refused rather than deleted (it may be the user's own).
    /// - Throws: ``FrontendError/cannotWriteFolder(path:reason:)``.
    public static func replace(_ folder: URL, with built: [BuiltArtifact], marker: String) throws(FrontendError) {
        let manager = FileManager.default
        let folder = folder.standardizedFileURL
        let existing = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .cannotWriteFolder(path: folder.path, reason: "a file of that name exists") }
            guard existing.isEmpty || existing.contains(marker) else {
                throw .cannotWriteFolder(
                    path: folder.path,
                    reason: "it holds files coordviz did not write (no \(marker)); choose an empty or new folder"
                )
            }
        }
        let parent = folder.deletingLastPathComponent()
        let token = UUID().uuidString.prefix(8)
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).coordviz-new-\(token)")
        let retired = parent.appendingPathComponent(".\(folder.lastPathComponent).coordviz-old-\(token)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for artifact in built {
                let url = staging.appendingPathComponent(artifact.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(artifact.bytes).write(to: url)
            }
            if manager.fileExists(atPath: folder.path) {
                try manager.moveItem(at: folder, to: retired)
                do {
                    try manager.moveItem(at: staging, to: folder)
                } catch {
                    try? manager.moveItem(at: retired, to: folder)
                    throw error
                }
                try? manager.removeItem(at: retired)
            } else {
                try manager.moveItem(at: staging, to: folder)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw .cannotWriteFolder(path: folder.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// How a folder on disk differs from what a plan builds: the CI drift gate of `docs --check`.
    public static func drift(of built: [BuiltArtifact], against folder: URL) -> FolderDrift {
        let onDisk = Set(files(under: folder))
        var drift = FolderDrift()
        for artifact in built {
            if !onDisk.contains(artifact.path) {
                drift.missing.append(artifact.path)
            } else if FileManager.default.contents(atPath: folder.appendingPathComponent(artifact.path).path) != Data(artifact.bytes) {
                drift.stale.append(artifact.path)
            }
        }
        drift.extra = onDisk.subtracting(built.map(\.path)).sorted()
        return drift
    }

    /// Every regular file under `folder`, as relative paths, sorted.
    public static func files(under folder: URL) -> [String] {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                result.append(relative)
            }
        }
        return result.sorted()
    }
}

/// The files a folder lacks, holds out of date, or holds beyond what was planned.
public struct FolderDrift: Equatable, Sendable {
    public var stale: [String] = []
    public var missing: [String] = []
    public var extra: [String] = []

    public init(stale: [String] = [], missing: [String] = [], extra: [String] = []) {
        self.stale = stale
        self.missing = missing
        self.extra = extra
    }

    /// Whether the folder matches the plan exactly.
    public var isClean: Bool { stale.isEmpty && missing.isEmpty && extra.isEmpty }

    /// One line per file: `stale: x`, `missing: y`, `extra: z`.
    public var lines: [String] {
        stale.map { "stale: \($0)" } + missing.map { "missing: \($0)" } + extra.map { "extra: \($0)" }
    }
}
