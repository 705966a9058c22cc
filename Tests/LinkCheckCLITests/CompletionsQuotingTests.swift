import Foundation
@testable import LinkCheckCLI
import LinkCheckCore
import Testing

/// Text from the tables lands inside quoted strings of shell code and roff. A table whose help
/// holds every character that could end a string or start a substitution must give scripts that
/// each shell reads as data: sourced and run, they create no file, and `mandoc -T lint` finds no
/// warning in the page (the style note on over-long input lines aside: a word of the test's
/// value name is one). Each shell that is not installed is left out (completions.sh says which).
@Suite(.serialized) struct CompletionsQuotingTests {
    static let nasty = "it's \"$(touch PWNED)\" `touch PWNED` ${x} \\ ] [ : ; & | < > # %\nnext line"

    static let parser = CommandLineParser(
        programName: "linkcheck", version: "1.0", summary: "Deep links: \(nasty).",
        commands: [
            CommandSpec(
                name: "run", summary: "Run: \(nasty)", positionalName: "A:B", positionalRange: 0...2,
                positionalKinds: [.choice(["x$(touch PWNED)", "it's"]), .file],
                options: [
                    .option("value", valueName: "V:\(nasty)", kind: .file, help: nasty),
                    .flag("flag", repeatable: true, help: nasty),
                    .option("pick", valueName: "P", allowedValues: ["a'b", "c$(touch PWNED)"], help: nasty)
                ],
                discussion: "\(nasty)\n  .example '\(nasty)'\n'quoted line")
        ],
        globalOptions: [.option("format", valueName: "F", allowedValues: ["text", "`touch PWNED`"], help: nasty)])

    static func which(_ tool: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool arguments` in a fresh folder holding `file`; returns its status, output and
    /// whether anything but `file` appeared in the folder.
    static func run(_ tool: String, _ arguments: [String], file: String, text: String) throws -> (Int32, String, Bool) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lc-quoting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != file && !$0.hasPrefix(".") }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), !names.isEmpty)
    }

    @Test func bashReadsTheScriptAsData() throws {
        let bash = try #require(Self.which("bash"))
        let (status, output, created) = try Self.run(
            bash,
            [
                "--norc", "--noprofile", "-c",
                """
                source ./s.bash || exit 9
                _linkcheck_options run; echo "${_lc_words[*]}"
                _linkcheck_value run --pick; echo "$_lc_kind ${_lc_words[*]}"
                _linkcheck_positional run 0; echo "$_lc_kind ${_lc_words[*]}"
                COMP_WORDS=(linkcheck run --pick ''); COMP_CWORD=3; _linkcheck; printf '%s\\n' "${COMPREPLY[@]}"
                """
            ], file: "s.bash", text: Shell.bash.script(for: Self.parser))
        #expect(status == 0, "\(output)")
        #expect(!created, "sourcing the script ran a command from the tables")
        #expect(
            output == """
                --value --flag --pick --format --help
                words a'b c$(touch PWNED)
                words x$(touch PWNED) it's
                a'b
                c$(touch PWNED)

                """)
    }

    @Test func zshReadsTheScriptAsData() throws {
        guard let zsh = Self.which("zsh") else { return }
        let (status, output, created) = try Self.run(
            zsh, ["-f", "-n", "_linkcheck"], file: "_linkcheck",
            text: Shell.zsh.script(for: Self.parser))
        #expect(status == 0 && output.isEmpty, "\(output)")
        #expect(!created)
    }

    @Test func fishReadsTheScriptAsData() throws {
        guard let fish = Self.which("fish") else { return }
        let (status, output, created) = try Self.run(
            fish, ["--no-config", "-c", "source s.fish; and complete -C 'linkcheck run --pick '"],
            file: "s.fish", text: Shell.fish.script(for: Self.parser))
        #expect(status == 0, "\(output)")
        #expect(!created, "sourcing the script ran a command from the tables")
        #expect(
            output.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
                == ["a'b", "c$(touch PWNED)"])
    }

    @Test func mandocFindsThePageClean() throws {
        guard let mandoc = Self.which("mandoc") else { return }
        let (status, output, _) = try Self.run(
            mandoc, ["-T", "lint", "-W", "warning", "linkcheck.1"], file: "linkcheck.1",
            text: ManPage(parser: Self.parser).render())
        #expect(status == 0 && output.isEmpty, "\(output)")
    }
}
