import Foundation
import LinkCheckCLI
import Testing

/// The commands that take their files from linkcheck.json when none is given (`resolve`, `url`,
/// `xcode`, `aasa`) confine those paths to the project as `check` does: a pull request's
/// linkcheck.json cannot make `linkcheck resolve URL` in CI read a file outside.
struct DefaultsConfinementTests {
    struct Entry: CustomTestStringConvertible, Sendable {
        var project: String
        var command: [String]
        var expected: String
        var testDescription: String { command.joined(separator: " ") }
    }

    static let absolute =
        "is an absolute path; a file named inside another must be in the same project (relative to it), unless --allow-outside is given"

    static let entries: [Entry] = [
        .init(
            project: #"{"schema": "/etc/passwd", "tables": ["table.json"]}"#, command: ["resolve", "miapp://orders/1"],
            expected: "linkcheck: error: \"/etc/passwd\" in linkcheck.json \(absolute)\n"),
        .init(
            project: #"{"schema": "/etc/passwd", "tables": ["table.json"]}"#, command: ["url", "orders .order(id: 1)"],
            expected: "linkcheck: error: \"/etc/passwd\" in linkcheck.json \(absolute)\n"),
        .init(
            project: #"{"tables": ["outside.json"]}"#, command: ["resolve", "miapp://orders/1"],
            expected: "linkcheck: error: \"/etc/passwd\" in outside.json \(absolute)\n"),
        .init(
            project: #"{"xcodeproj": "/etc/App.xcodeproj"}"#, command: ["xcode"],
            expected: "linkcheck: error: \"/etc/App.xcodeproj\" in linkcheck.json \(absolute)\n"),
        .init(
            project: #"{"aasa": [{"file": "/etc/hosts", "domain": "miapp.com"}]}"#, command: ["aasa", "--url", "https://miapp.com/"],
            expected: "linkcheck: error: \"/etc/hosts\" in linkcheck.json \(absolute)\n")
    ]

    @Test(arguments: entries)
    func aDefaultOutsideTheProjectIsRefused(_ e: Entry) throws {
        let s = try Scratch()
        try s.write("linkcheck.json", e.project)
        try s.write("outside.json", Scratch.table(schema: "/etc/passwd"))
        let out = s.run(e.command)
        #expect(out.status == 2)
        #expect(out.stdout == "")
        #expect(out.stderr == e.expected)
    }

    /// Inside the project the default is used as before.
    @Test func aDefaultInsideIsUsed() throws {
        let s = try Scratch()
        try s.write("linkcheck.json", #"{"tables": ["table.json"]}"#)
        let out = s.run(["resolve", "miapp://orders/1"])
        #expect(out.status == 0)
        #expect(out.stderr == "linkcheck: --schema schema.json, from linkcheck.json\n")
    }
}
