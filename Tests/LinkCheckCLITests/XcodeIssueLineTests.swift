import Foundation
import Testing

/// linkcheck in an Xcode Run Script build phase: Xcode reads the script's output with Swift
/// Build's `ShellScriptOutputParser` (a `GenericOutputParser`, swiftlang/swift-build,
/// Sources/SWBCore/SpecImplementations/CommandLineToolSpec.swift). Its two patterns are copied
/// here as they are written there; every text golden is read through them, so a message that
/// Xcode would misread (a lost location, a warning shown as an error, a stray issue) fails here.
/// Xcode itself does not run on Linux; this is the parser it runs.
struct XcodeIssueLineTests {
    /// Xcode's two patterns, compiled.
    struct Parser {
        /// `diagnosticRegex`, with the tool's own name as its alias: location, kind, message.
        let diagnostic = try? Regex(#"^([^'"]+: +|[ \t\f\p{Z}]*)(error|warning|note|notice|fixit|(?:.*\/)?linkcheck): (.*)$"#)
        /// `locationRegex`: path, then an optional line and column.
        let location = try? Regex(#"^([^:]+):(?:([0-9]+):)?(?:([0-9]+):)? +$"#)
    }

    /// One issue as Xcode's issue navigator would show it.
    struct Issue: Equatable, CustomStringConvertible {
        var kind: String
        var file: String?
        var line: Int?
        var column: Int?
        var description: String { "\(kind) at \(file ?? "-"):\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-")" }
    }

    /// What Xcode makes of one line, or nil when the line is no issue (Xcode shows it as a note).
    static func xcode(_ line: String, _ parser: Parser) -> Issue? {
        guard let diagnostic = parser.diagnostic, let location = parser.location else { return Issue(kind: "pattern does not compile") }
        guard let match = try? diagnostic.wholeMatch(in: line),
            let prefix = match.output[1].substring, let kind = match.output[2].substring
        else { return nil }
        // `Diagnostic.Behavior(name:)`; the tool's name and anything else it does not know is a note.
        var issue = Issue(kind: ["error", "warning"].contains(String(kind)) ? String(kind) : "note")
        if let place = try? location.wholeMatch(in: String(prefix)), let name = place.output[1].substring, name != "linkcheck" {
            issue.file = String(name)
            issue.line = place.output[2].substring.flatMap { Int($0) }
            issue.column = place.output[3].substring.flatMap { Int($0) }
        }
        return issue
    }

    /// What linkcheck's printer meant by the line: `path:line:col: error: message [rule]`, the
    /// same without a position, or `linkcheck: error: …`.
    static func meant(_ line: String) -> Issue? {
        guard let first = line.first, !first.isWhitespace else { return nil }
        if let m = line.wholeMatch(of: /linkcheck: (error|warning|note): .*/) { return Issue(kind: String(m.output.1)) }
        guard let m = line.wholeMatch(of: /(.+?)(?::([0-9]+):([0-9]+))?: (error|warning): .* \[[a-z0-9-]+\]/) else { return nil }
        let file = String(m.output.1)
        // A URL (a fetched file) is no path: Xcode shows the issue without a location.
        guard !file.contains(":") else { return Issue(kind: String(m.output.4)) }
        return Issue(kind: String(m.output.4), file: file, line: m.output.2.flatMap { Int($0) }, column: m.output.3.flatMap { Int($0) })
    }

    static var textGoldens: [GoldenFile] {
        (GoldenFile.all() + GoldenFile.all(in: GoldenFile.directory + "/fetch")).filter { golden in
            !golden.arguments.contains { $0.hasPrefix("--format") && $0 != "--format=text" } || golden.arguments.contains("text")
        }
    }

    /// Each output line of each text golden: the issue linkcheck meant, and what Xcode reads.
    @Test func everyFindingReadsInXcodeAsItWasMeant() throws {
        let parser = Parser()
        let goldens = Self.textGoldens
        try #require(goldens.count > 100)
        var findings = 0
        for golden in goldens {
            for line in golden.expected.split(separator: "\n").dropFirst().map(String.init) where !line.hasPrefix("--- ") {
                let meant = Self.meant(line)
                let read = Self.xcode(line, parser)
                if let meant {
                    findings += 1; #expect(read == meant, "\(golden.name): \(line)")
                }
                // A line linkcheck did not mean as a finding may be read as a note (Xcode shows
                // every other line of a script so), never as an error or a warning.
                else if let read {
                    #expect(read.kind == "note", "\(golden.name): \(line) reads as \(read)")
                }
            }
        }
        #expect(findings > 300)
    }

    @Test func theParserCopyReadsTheShapesItIsMeantFor() {
        let parser = Parser()
        #expect(
            Self.xcode("fixtures/a b.json:4:5: error: \"x\" is wrong [json-syntax]", parser)
                == Issue(kind: "error", file: "fixtures/a b.json", line: 4, column: 5))
        #expect(Self.xcode("  note: the first one is at 2:3", parser) == Issue(kind: "note"))
        #expect(Self.xcode("linkcheck: error: --timeout needs --online", parser) == Issue(kind: "error"))
        #expect(Self.xcode("https://x.test/a: error: answered 404 [http-status]", parser) == Issue(kind: "error"))
        #expect(Self.xcode("fixtures/routes/app.cases.json: 57 passed, 0 failed", parser) == nil)
    }
}
