import Foundation
import LinkCheckCLI
import Testing

/// `trace` in a project whose Xcode project cannot be read whole: the inputs of the shipping
/// configuration it follows are inputs of the trace, so one that cannot be read keeps the run
/// from being judged (exit 2), as it keeps `check` from passing; and a list's line that is no URL
/// fails as that URL while the others are traced.
struct TraceProjectTests {
    /// The example app's Xcode project copied into a scratch project, with `change` applied.
    static func project(_ change: (Scratch) throws -> Void) throws -> Scratch {
        let s = try Scratch()
        try FileManager.default.copyItem(atPath: GoldenFile.root + "/fixtures/xcode/MiApp", toPath: s.path + "/MiApp")
        try s.write("linkcheck.json", #"{"schema": "schema.json", "tables": ["table.json"], "xcodeproj": "MiApp/MiApp.xcodeproj"}"#)
        try change(s)
        return s
    }

    @Test func anInfoPlistThatIsNoPropertyListIsAProblem() throws {
        let s = try Self.project { try $0.write("MiApp/MiApp/Info.plist", "AWS_SECRET=hunter2\n") }
        let out = s.run(["trace", "miapp://orders/1"])
        #expect(out.status == 2)
        #expect(out.stdout == "")
        #expect(
            out.stderr
                == "MiApp/MiApp/Info.plist:1:1: error: the file is not a property list: it begins with text, not an XML element such as <plist> "
                + "[plist-syntax]\nlinkcheck: 1 error; the run is not judged\n")
    }

    @Test func theSameProjectReadWholeIsJudged() throws {
        let s = try Self.project { _ in }
        let out = s.run(["trace", "miapp://orders/1"])
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout.hasSuffix("1 passed, 0 failed, 0 errors, 0 warnings\n"))
    }

    @Test func aListLineThatIsNoURLFailsAndTheOthersAreTraced() throws {
        let s = try Self.project { try $0.write("urls.txt", "miapp://orders/1\nnot a url\nmiapp://orders/2\n") }
        let out = s.run(["trace", "--urls", "urls.txt"])
        #expect(out.status == 1)
        #expect(
            out.stdout
                == """
                the app: target "MiApp" (Release)
                urls.txt:2:4: error: not a valid URL: the scheme has a character at character 4 that a scheme cannot contain [invalid-url]
                pass  miapp://orders/1  opens (tab: .orders, stack: [.order(id: 1)])
                pass  miapp://orders/2  opens (tab: .orders, stack: [.order(id: 2)])
                2 passed, 1 failed, 1 error, 0 warnings

                """)
    }
}
