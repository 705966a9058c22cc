import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

/// One whole-command golden file: the command on its first line, then the exit status and the
/// complete stdout and stderr the command must produce.
///
///     $ linkcheck routes fixtures/failing/app.cases.json
///     --- exit 1
///     --- stdout
///     …
///     --- stderr
///     …
///
/// `< FILE` at the end of the command feeds FILE to standard input. Arguments split on spaces;
/// single quotes keep spaces inside one argument.
struct GoldenFile: Sendable, CustomTestStringConvertible {
    var name: String
    var path: String
    var arguments: [String]
    var stdinFile: String?
    var expected: String
    /// The command line as written in the file (globs unexpanded).
    var commandLine: String

    var testDescription: String { name }

    static let root: String = {
        // Tests/LinkCheckCLITests/GoldenFile.swift → the package root.
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var directory: String { root + "/fixtures/golden" }

    /// The golden files directly in `directory` (subfolders hold suites with their own set-up).
    static func all(in directory: String = directory) -> [GoldenFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().compactMap { load(directory + "/" + $0) }
    }

    static func load(_ path: String) -> GoldenFile? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let first = text.split(separator: "\n", maxSplits: 1).first,
            first.hasPrefix("$ linkcheck")
        else { return nil }
        var words = split(String(first.dropFirst("$ linkcheck".count))).flatMap(expand)
        var stdinFile: String?
        if words.count >= 2, words[words.count - 2] == "<" {
            stdinFile = words.removeLast()
            words.removeLast()
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return GoldenFile(name: name, path: path, arguments: words, stdinFile: stdinFile, expected: text, commandLine: String(first))
    }

    /// `dir/*` names every file in `dir` (sorted), as a shell would; other words stay as they are.
    static func expand(_ word: String) -> [String] {
        guard word.hasSuffix("/*") else { return [word] }
        let dir = String(word.dropLast(2))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + dir)) ?? []
        return names.sorted().map { dir + "/" + $0 }
    }

    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var inWord = false
        for ch in line {
            if ch == "'" { quoted.toggle(); inWord = true; continue }
            if ch == " " && !quoted {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            current.append(ch)
            inWord = true
        }
        if inWord { words.append(current) }
        return words
    }

    /// Records an issue with a line diff when `output` is not what the file holds; with
    /// `LINKCHECK_REGENERATE_GOLDEN=1`, rewrites the file instead.
    func check(_ output: CommandOutput) throws {
        let actual = render(status: output.status, stdout: output.stdout, stderr: output.stderr)
        if ProcessInfo.processInfo.environment["LINKCHECK_REGENERATE_GOLDEN"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        if actual != expected {
            let diff = LineDiff.diff(expected.components(separatedBy: "\n"), actual.components(separatedBy: "\n"))
                .map { "\($0.mark.rawValue) \($0.text)" }.joined(separator: "\n")
            Issue.record("\(name): output differs from \(path) (- golden, + actual):\n\(diff)")
        }
    }

    /// The file's text for a given outcome; the inverse of `load`.
    func render(status: Int32, stdout: String, stderr: String) -> String {
        return "\(commandLine)\n--- exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
}
