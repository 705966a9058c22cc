import Foundation
import LinkCheckCore
import LinkCheckCLI
import Testing

/// docs/commands.md's synopsis is what the option tables say.
@Suite struct CommandsDocumentTests {
    static let parser = CommandLineParser.linkcheck(version: LinkCheckVersion.current)

    /// `make golden` (LINKCHECK_REGENERATE_GOLDEN=1) writes the block again.
    @Test func theSynopsisIsWrittenFromTheOptionTables() throws {
        let path = GoldenFile.root + "/docs/commands.md"
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try #require(Self.parser.documentWithSynopsis(written), "docs/commands.md has no synopsis markers")
        if ProcessInfo.processInfo.environment["LINKCHECK_REGENERATE_GOLDEN"] == "1", expected != written {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected, "docs/commands.md is stale: run make golden")
    }

    /// Every command's options are in its usage, once, in the table's order; none is wider than
    /// the page; a grammar of positionals is written once.
    @Test func eachCommandIsOneUsage() {
        let synopsis = Self.parser.synopsis()
        #expect(synopsis.split(separator: "\n").allSatisfy { $0.count <= 100 })
        let generate = synopsis.components(separatedBy: "\nlinkcheck ").first { $0.hasPrefix("generate ") } ?? ""
        #expect(generate.components(separatedBy: "swift SCHEMA | aasa SCHEMA | tests TABLE").count == 2, "\(generate)")
        for command in Self.parser.commands where command.name != "help" {
            let usage = synopsis.components(separatedBy: "\n").drop { !$0.hasPrefix("linkcheck \(command.name) ") && $0 != "linkcheck \(command.name)" }
            let text = usage.prefix { $0.hasPrefix("linkcheck \(command.name)") || $0.hasPrefix(" ") }.joined(separator: " ")
            for option in command.options {
                #expect(text.contains("--\(option.name)"), "\(command.name) lacks --\(option.name)")
            }
        }
        #expect(synopsis.hasSuffix("linkcheck help [COMMAND]    linkcheck --help    linkcheck --version\n"))
    }
}
