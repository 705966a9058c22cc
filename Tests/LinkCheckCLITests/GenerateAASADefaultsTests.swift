import Foundation
import Testing
@testable import LinkCheckCLI

/// `linkcheck generate aasa` inside a project, and the `"aasaGenerated"` entries it takes from
/// linkcheck.json (SPEC 11, "linkcheck.json is the default everywhere"): the entry meant is run
/// as its own command line, named on standard error, asked about when several could be meant; an
/// entry whose output is its own schema is refused, never generated or called "not generated";
/// a placeholder app ID is reported where linkcheck.json writes it.
@Suite struct GenerateAASADefaultsTests {
    static let app = GenerateAASATests.app

    @Test func bareGenerateAASAWritesTheProjectsEntry() throws {
        let scratch = try Scratch()
        try scratch.write("linkcheck.json", GenerateAASATests.entry)
        try FileManager.default.createDirectory(atPath: scratch.path + "/site", withIntermediateDirectories: true)
        let run = scratch.run(["generate", "aasa"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "linkcheck: the \"aasaGenerated\" entry at linkcheck.json:1:20: linkcheck generate aasa schema.json --app-id \(Self.app) --domain miapp.com --output site/aasa\n"
        )
        #expect(run.stdout.isEmpty)
        #expect(scratch.read("site/aasa")?.contains("\"linkcheck: /orders/:id") == true)
        #expect(scratch.run(["check"]).status == 0)
        #expect(scratch.run(["generate", "aasa", "--check", "site/aasa"]).status == 0)
        // A file linkcheck did not write is not written over.
        try scratch.write("site/aasa", #"{"token": "ghp_secret"}"#)
        let foreign = scratch.run(["generate", "aasa"])
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("names site/aasa as its output, which linkcheck did not write"), "\(foreign.stderr)")
        #expect(scratch.read("site/aasa") == #"{"token": "ghp_secret"}"#)
    }

    @Test func severalEntriesAskWhichAndOutputSays() throws {
        let scratch = try Scratch()
        try scratch.write(
            "linkcheck.json",
            #"{"aasaGenerated": [{"schema": "schema.json", "appIDs": ["\#(Self.app)"], "output": "site/aasa", "domain": "miapp.com"}, "#
                + #"{"schema": "schema.json", "appIDs": ["\#(Self.app)"], "output": "site/www", "domain": "www.miapp.com"}]}"#)
        try FileManager.default.createDirectory(atPath: scratch.path + "/site", withIntermediateDirectories: true)
        let asked = scratch.run(["generate", "aasa"])
        #expect(asked.status == 2)
        #expect(
            asked.stderr
                == "linkcheck: error: linkcheck.json names 2 \"aasaGenerated\" entries (schema.json → site/aasa; schema.json → site/www); give the SCHEMA, or the --output FILE (or --check FILE) of the one to generate\n"
        )
        let chosen = scratch.run(["generate", "aasa", "--output", "site/www"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stderr.hasSuffix("linkcheck generate aasa schema.json --output site/www --app-id \(Self.app) --domain www.miapp.com\n"))
        #expect(scratch.read("site/www") != nil && scratch.read("site/aasa") == nil)
    }

    @Test func withoutAnEntryTheCommandSaysSo() throws {
        let scratch = try Scratch()
        try scratch.write("linkcheck.json", #"{"tables": ["table.json"]}"#)
        let run = scratch.run(["generate", "aasa"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "linkcheck: error: generate aasa needs a SCHEMA: give it, or name it in an \"aasaGenerated\" entry of linkcheck.json, which has none\n")
    }

    /// `"output": "schema.json"`: `check` said `not-a-generated-file` and advised deleting the schema.
    @Test func anOutputThatIsTheSchemaIsRefused() throws {
        let scratch = try Scratch()
        let schema = scratch.read("schema.json")
        for output in ["schema.json", "./schema.json"] {
            try scratch.write("linkcheck.json", #"{"aasaGenerated": [{"schema": "schema.json", "appIDs": ["\#(Self.app)"], "output": "\#(output)"}]}"#)
            let out = scratch.run(["check"])
            let said = out.stdout + out.stderr
            #expect(out.status == 2)
            #expect(said.contains("linkcheck.json:1:96: error: \"output\" \"\(output)\" is the entry's own \"schema\""), "\(said)")
            #expect(said.contains("[output-is-input]"))
            #expect(!said.contains("not-a-generated-file") && !said.contains("delete"))
        }
        // Through a link: found where the paths are resolved.
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/alias.json", withDestinationPath: "schema.json")
        try scratch.write("linkcheck.json", #"{"aasaGenerated": [{"schema": "schema.json", "appIDs": ["\#(Self.app)"], "output": "alias.json"}]}"#)
        let out = scratch.run(["check"])
        let said = out.stdout + out.stderr
        #expect(out.status != 0)
        #expect(said.contains("error: the entry's output \"alias.json\" is its input \"schema.json\""), "\(said)")
        #expect(!said.contains("not-a-generated-file") && !said.contains("delete"))
        let generate = scratch.run(["generate", "aasa"])
        #expect(generate.status == 2)
        #expect(generate.stderr.contains("names alias.json as its output, which is its input schema.json"), "\(generate.stderr)")
        #expect(scratch.read("schema.json") == schema)
    }

    /// Without a domain the file is linted for the schema's first host, where `com.example.app` is
    /// a placeholder: reported at the entry's `appIDs`, not in the schema without a place.
    @Test func aPlaceholderAppIDIsReportedAtTheEntry() throws {
        let scratch = try Scratch()
        try scratch.write("linkcheck.json", #"{"aasaGenerated": [{"schema": "schema.json", "appIDs": ["ABCDE12345.com.example.app"], "output": "aasa"}]}"#)
        let out = scratch.run(["check"])
        let said = out.stdout + out.stderr
        #expect(out.status == 2)
        #expect(said.contains("linkcheck.json:1:56: error: \"appIDs\": app ID \"ABCDE12345.com.example.app\""), "\(said)")
        #expect(said.contains("[placeholder-app-id]\n  note: the file is for \"miapp.com\", the first host of schema.json\n"), "\(said)")
        #expect(!said.contains("schema.json: error"))
    }
}
