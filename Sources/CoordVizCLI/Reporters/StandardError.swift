import Foundation

/// Writes diagnostics to standard error, one per line.
enum StandardError {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
    }
}
