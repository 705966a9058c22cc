import LinkCheckSystem
import LinkCheckCore

/// The process's arguments and environment, for `main.swift`, decoded without loss: a file name
/// that is not UTF-8 reaches the file system as the bytes it was given as (`PathBytes`).
public enum ProcessEnvironment {
    public static func arguments() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { i in CommandLine.unsafeArgv[i].map { PathBytes.decode(cString: $0) } }
    }

    public static func variables() -> [String: String] {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let text = PathBytes.decode(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                result[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            p += 1
        }
        return result
    }
}
