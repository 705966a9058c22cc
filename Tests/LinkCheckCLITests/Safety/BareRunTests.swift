import Foundation
import LinkCheckCLI
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 13, made exact: global options without a command run `check`, as bare `linkcheck`
/// does in a project; a `linkcheck.json` that is a link to nothing is an error, not help.
@Suite struct BareRunTests {
    @Test func globalOptionsAloneRunCheck() throws {
        let s = try Scratch()
        try s.write("linkcheck.json", #"{"tables": ["table.json"]}"#)
        let bare = s.run([])
        let options = s.run(["--color", "never"])
        #expect(bare.status == 0)
        #expect(options == bare)
        #expect(options.stdout == "table.json: 1 passed, 0 failed\n1 passed, 0 failed, 0 errors, 0 warnings\n")
        let json = s.run(["--format", "json"])
        #expect(json.stdout.hasPrefix("{\n  \"project\": \"linkcheck.json\","))
        // Help is still help.
        #expect(s.run(["--color", "never", "--help"]).stdout.hasPrefix("OVERVIEW: "))
    }

    @Test func aDanglingProjectFileIsAnError() throws {
        let s = try Scratch()
        #expect(symlink("gone.json", s.path + "/linkcheck.json") == 0)
        let out = s.run([])
        #expect(out.status == 2)
        #expect(out.stdout == "")
        #expect(
            out.stderr == "linkcheck.json: error: cannot read the project file: no such file [unreadable-file]\n"
                + "linkcheck: 1 error; nothing was checked\n")
    }
}
