/// Why a scan could not start.
public enum ScanError: Error, Equatable, CustomStringConvertible {
    /// The folder to scan does not exist or is a file.
    case notAFolder(String)
    /// The folder holds no Swift file that a target includes.
    case noSwiftFiles(String)
    /// A file could not be read as UTF-8 text.
    case unreadable(String)

    public var description: String {
        switch self {
        case .notAFolder(let path):
            return "\(path): error: not a folder; give the folder that holds the app's Swift sources"
        case .noSwiftFiles(let path):
            return "\(path): error: no Swift file to scan (folders named .build, Pods, Carthage, DerivedData and test targets are skipped); give the folder of the app's sources"
        case .unreadable(let path):
            return "\(path): error: cannot read this file as UTF-8 text; fix its encoding or remove it from the folder"
        }
    }
}
