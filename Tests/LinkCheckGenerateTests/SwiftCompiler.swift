import Foundation

/// `swiftc` of the toolchain running the tests: the real client of the generated code.
enum SwiftCompiler {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Compiles `files` into an executable at `output`; the compiler's messages on failure.
    static func build(_ files: [String], output: String, arguments: [String] = []) throws {
        let (status, text) = try run("swiftc", ["-Onone"] + arguments + files + ["-o", output])
        guard status == 0 else { throw Failure(description: "swiftc failed:\n" + text) }
    }

    /// Compiles `files` as a module only (type-checks and emits no program), with `arguments`.
    static func typeCheck(_ files: [String], arguments: [String]) throws {
        let (status, text) = try run("swiftc", ["-typecheck"] + arguments + files)
        guard status == 0 else { throw Failure(description: "swiftc \(arguments.joined(separator: " ")) failed:\n" + text) }
    }

    /// Runs `tool` (looked up on PATH) with `input` on standard input; status and everything printed.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], input: String = "") throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let out = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = out
        process.standardInput = inPipe
        try process.run()
        // Standard input is written from another thread: a big input and output would deadlock on
        // full pipes otherwise.
        let writer = Thread {
            inPipe.fileHandleForWriting.write(Data(input.utf8))
            try? inPipe.fileHandleForWriting.close()
        }
        writer.start()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A new empty folder under the temporary folder.
    static func scratch(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "/linkcheck-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
