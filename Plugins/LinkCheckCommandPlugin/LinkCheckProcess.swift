import Foundation
import PackagePlugin

/// How both command plugins run the package's own `linkcheck`: in the package's folder, with the
/// user's terminal as its standard output and error, and its failure made the plugin's.
///
/// Plugin targets cannot share a library, so LinkCheckGenerateCommandPlugin holds a symbolic link
/// to this file rather than a copy that could drift.
enum LinkCheckProcess {
    /// Runs `tool` with `arguments` in `directory` and waits for it. Its output is not captured:
    /// the plugin's standard output and error are the ones SwiftPM shows, so linkcheck's report and
    /// messages reach the user unchanged and in order. Throws `LinkCheckFailed` for any status but 0.
    ///
    /// `readOnly` sets `LINKCHECK_READ_ONLY=1`: linkcheck then refuses, on the command line it has
    /// parsed, whatever would write a file (`init`, `--output FILE`), however it is spelled.
    static func run(_ tool: URL, arguments: [String], in directory: URL, readOnly: Bool) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if readOnly {
            process.environment = ProcessInfo.processInfo.environment.merging(["LINKCHECK_READ_ONLY": "1"]) { $1 }
        }
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw LinkCheckFailed(
                arguments: arguments, status: process.terminationStatus,
                signalled: process.terminationReason == .uncaughtSignal)
        }
    }
}

/// linkcheck ended with a status other than 0: 1 when a case or a finding failed, 2 when the run
/// could not be judged (SPEC section 4). It has printed why; this only names the status, which
/// SwiftPM shows as the plugin's error and turns into a non-zero exit of `swift package`.
struct LinkCheckFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var signalled: Bool

    var description: String {
        let command = (["linkcheck"] + arguments).joined(separator: " ")
        return signalled ? "\(command) was ended by signal \(status)" : "\(command) exited with status \(status)"
    }
}
