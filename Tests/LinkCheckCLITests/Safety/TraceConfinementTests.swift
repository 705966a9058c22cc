import Foundation
import LinkCheckCLI
import Testing

/// `trace` reads what linkcheck.json names through the same confinement as `check`: a pull
/// request's linkcheck.json cannot make a trace read a file outside the project.
struct TraceConfinementTests {
    struct Entry: CustomTestStringConvertible, Sendable {
        var project: String
        var expected: String
        var testDescription: String { project }
    }

    static let entries: [Entry] = [
        .init(
            project: #"{"schema": "/etc/passwd"}"#,
            expected: "linkcheck.json:1:12: error: \"/etc/passwd\" is an absolute path; a file named inside another must be in the same project "
                + "(relative to it), unless --allow-outside is given [outside-project]"),
        .init(
            project: #"{"schema": "schema.json", "aasa": [{"file": "/etc/hosts", "domain": "miapp.com"}]}"#,
            expected: "linkcheck.json:1:45: error: \"/etc/hosts\" is an absolute path; a file named inside another must be in the same project "
                + "(relative to it), unless --allow-outside is given [outside-project]"),
        .init(
            project: #"{"tables": ["table.json"], "entitlements": "/etc/hosts"}"#,
            expected: "linkcheck.json:1:44: error: \"/etc/hosts\" is an absolute path; a file named inside another must be in the same project "
                + "(relative to it), unless --allow-outside is given [outside-project]"),
        .init(
            project: #"{"tables": ["table.json"], "xcodeproj": "/etc/App.xcodeproj"}"#,
            expected: "linkcheck.json:1:41: error: \"/etc/App.xcodeproj\" is an absolute path; a file named inside another must be in the same project "
                + "(relative to it), unless --allow-outside is given [outside-project]")
    ]

    @Test(arguments: entries)
    func anEntryOutsideTheProjectIsRefused(_ e: Entry) throws {
        let s = try Scratch()
        try s.write("linkcheck.json", e.project)
        let out = s.run(["trace", "https://miapp.com/orders/1"])
        #expect(out.status == 2)
        #expect(out.stdout == "")
        #expect(out.stderr == e.expected + "\nlinkcheck: 1 error; the run is not judged\n")
    }

    /// A table that names a schema outside the project is refused at the table's line.
    @Test func aTablesSchemaOutsideIsRefused() throws {
        let s = try Scratch()
        try s.write("table.json", Scratch.table(schema: "/etc/passwd"))
        try s.write("linkcheck.json", #"{"tables": ["table.json"]}"#)
        let out = s.run(["trace", "https://miapp.com/orders/1"])
        #expect(out.status == 2)
        #expect(out.stderr.hasPrefix("table.json:1:12: error: the schema \"/etc/passwd\" is an absolute path;"))
    }
}
