import Foundation
import LinkCheckCLI
import LinkCheckTestSupport
import Testing

/// SPEC 11: `init` fits the app, and `linkcheck` right after it passes with no error and no
/// warning, on every real project: fixtures/xcode/real and the shared vectors' Xcode projects (a
/// copy of each, as a user's clone). Where the project as committed gets something wrong, the case
/// names exactly that finding and why; nothing else may appear.
@Suite struct InitRealProjectsTests {
    static let vectors = SharedVectors.named("xcode")
    static let skipped = Comment(rawValue: vectors.skipReason)

    /// A finding the project as committed earns, as `FILE: severity: … [rule]`.
    struct Finding: Sendable, Equatable, CustomStringConvertible {
        var file: String
        var rule: String
        var description: String { "\(file): warning: … [\(rule)]" }
    }

    struct Case: Sendable, CustomStringConvertible {
        /// The project's folder: under fixtures/xcode/real, or under the vectors' folder.
        var folder: String
        var isVector = false
        /// The project init reads, as its message names it, and the app target it takes.
        var xcodeproj: String
        var target: String
        /// Whether linkcheck.json names the project: not when the app has no scheme and no host.
        var namesProject = true
        /// Warnings the project as committed earns, and why.
        var findings: [Finding] = []
        var why = ""
        var description: String { folder }
    }

    static let real: [Case] = [
        // Its macOS target comes first; the iOS app registers no scheme and no applinks: host.
        Case(folder: "shuttle-tracker", xcodeproj: "Shuttle Tracker.xcodeproj", target: "iOS", namesProject: false),
        // A macOS Launcher helper, and schemes that are build settings (${ENV_URL_HANDLER}).
        Case(folder: "home-assistant", xcodeproj: "HomeAssistant.xcodeproj", target: "App"),
        Case(
            folder: "icecubes", xcodeproj: "IceCubesApp.xcodeproj", target: "IceCubesApp",
            findings: [
                Finding(file: "IceCubesApp.xcconfig", rule: "unreadable-file"),
                Finding(file: "IceCubesApp.xcodeproj/project.pbxproj", rule: "unresolved-setting")
            ],
            why: "Debug's base xcconfig is git-ignored (each developer writes it from IceCubesApp.xcconfig.template): Xcode cannot open "
                + "it either, and the Debug bundle ID it would set is unknown")
    ]

    static let pods = "Pods/Target Support Files/"
    static let shared: [Case] = [
        // The project is a folder down; its scheme is $(PRODUCT_BUNDLE_IDENTIFIER).
        Case(folder: "5calls-ios", isVector: true, xcodeproj: "FiveCalls/FiveCalls.xcodeproj", target: "FiveCalls"),
        Case(
            folder: "pocket-casts-ios", isVector: true, xcodeproj: "podcasts.xcodeproj", target: "podcasts",
            findings: ["debug", "staging", "prototype", "release"].map {
                Finding(file: pods + "Pods-podcasts/Pods-podcasts.\($0).xcconfig", rule: "unreadable-file")
            },
            why: "CocoaPods writes these on pod install and the repository does not commit them"),
        // React Native: ios/ below the root, and a second iOS app, Rocket.Chat.
        Case(
            folder: "rocket-chat-reactnative", isVector: true, xcodeproj: "ios/RocketChatRN.xcodeproj", target: "RocketChatRN",
            findings: ["debug", "release"].map {
                Finding(file: "ios/" + pods + "Pods-defaults-RocketChatRN/Pods-defaults-RocketChatRN.\($0).xcconfig", rule: "unreadable-file")
            },
            why: "CocoaPods writes these on pod install and the repository does not commit them"),
        // Four iOS apps (Staging, Experimental, User Testing), no shared scheme committed.
        Case(folder: "wikipedia-ios", isVector: true, xcodeproj: "Wikipedia.xcodeproj", target: "Wikipedia")
    ]

    /// A copy of the project's folder, where init writes.
    static func copy(_ c: Case) throws -> (scratch: String, folder: String) {
        let source = c.isVector ? vectors.path + "/" + c.folder : GoldenFile.root + "/fixtures/xcode/real/" + c.folder
        let scratch = try InitTests.scratch()
        try FileManager.default.copyItem(atPath: source, toPath: scratch + "/app")
        return (scratch, scratch + "/app")
    }

    static func check(_ c: Case) throws {
        let (scratch, folder) = try copy(c)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let context = CommandContext(workingDirectory: folder)
        let written = CLI.run(["init"], context: context)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("\nread \(c.xcodeproj): \(c.target) ("), "\(written.stdout)")
        let project = try String(contentsOfFile: folder + "/linkcheck.json", encoding: .utf8)
        #expect(project.contains("\"project\": \"\(c.xcodeproj)\"") == c.namesProject, "\(project)")
        let run = CLI.run(["--color", "never"], context: context)
        let lines = (run.stdout + run.stderr).split(separator: "\n").map(String.init)
        let findings = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(!findings.contains { $0.contains(": error: ") }, "\(run.stdout)")
        #expect(
            findings.map { line in
                Finding(file: String(line.prefix { $0 != ":" }), rule: String(line.split(separator: "[").last?.dropLast() ?? ""))
            } == c.findings, "\(run.stdout)\(c.why)")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix(" 0 failed, 0 errors, \(c.findings.count) warning\(c.findings.count == 1 ? "" : "s")\n"), "\(run.stdout)")
        // --release is the Xcode check of what ships, as the project says; without it, it says so.
        let release = CLI.run(["--release"], context: context)
        #expect(release.status == (c.namesProject ? 0 : 2), "\(release.stdout)\(release.stderr)")
    }

    @Test(arguments: real)
    func initThenLinkcheckPassesOnARealProject(_ c: Case) throws {
        try Self.check(c)
    }

    /// `--target` takes another of Wikipedia's iOS apps, and what reads linkcheck.json's entry
    /// afterwards (the check, and trace's app) takes that one too.
    @Test(.enabled(if: vectors.runs, skipped))
    func anotherAppIsTakenByTarget() throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
        let (scratch, folder) = try Self.copy(Self.shared[3])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let context = CommandContext(workingDirectory: folder)
        let written = CLI.run(["init", "--target", "Staging"], context: context)
        #expect(written.stdout.contains("\nread Wikipedia.xcodeproj: Staging (Release), the configuration that ships\n"), "\(written.stdout)")
        #expect(try String(contentsOfFile: folder + "/linkcheck.json", encoding: .utf8).contains(#""targets": ["Staging"]"#))
        #expect(CLI.run([], context: context).status == 0)
        let trace = CLI.run(["trace", "https://www.wikipedia.org/orders/42"], context: context)
        #expect(trace.status == 0, "\(trace.stdout)\(trace.stderr)")
        #expect(trace.stdout.hasPrefix("the app: target \"Staging\" (Release)\n"), "\(trace.stdout)")
    }

    @Test(.enabled(if: vectors.runs, skipped), arguments: shared)
    func initThenLinkcheckPassesOnAVectorProject(_ c: Case) throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
        try Self.check(c)
    }
}
