import Foundation
import LinkCheckCore
import LinkCheckCLI
import Testing

/// One finding, once (docs/output.md): a file that several linkcheck.json entries reach is reported,
/// and counted, once, in every format, and every format's counts agree.
@Suite struct OneFindingOnceTests {
    /// An init'd copy of fixtures/xcode/MiApp whose linkcheck.json also names the schema and a
    /// second AASA entry (the same file, served on www.miapp.com): three entries reach the schema,
    /// two the AASA file, and both the Info.plist entry and the Xcode project the Info.plist.
    static func project(_ edit: (String) throws -> Void) throws -> (dir: String, context: CommandContext) {
        let dir = try InitTests.scratch()
        try InitTests.copyMiApp(to: dir)
        let context = CommandContext(workingDirectory: dir)
        #expect(CLI.run(["init"], context: context).status == 0)
        let path = dir + "/linkcheck.json"
        let project = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "  \"tables\":", with: "  \"schema\": \"deeplinks/routes.schema.json\",\n  \"tables\":")
            .replacingOccurrences(
                of: "\n  ]\n}",
                with: #"""
                    ,
                        { "file": "deeplinks/apple-app-site-association", "appIDs": ["ABCDE12345.com.miapp.app"], "domain": "www.miapp.com" }
                      ]
                    }
                    """#)
        try project.write(toFile: path, atomically: true, encoding: .utf8)
        try edit(dir)
        return (dir, context)
    }

    static func replace(_ old: String, _ new: String, in file: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// The counts each format gives for the run: text's last line, JSON's summary, JUnit's
    /// testsuites, GitHub's annotations and SARIF's results.
    static func counts(_ context: CommandContext) -> [String] {
        let text = CLI.run([], context: context)
        let json = CLI.run(["--format", "json"], context: context).stdout
        let summary = (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["summary"] as? [String: Int] ?? [:]
        let junit = CLI.run(["--format", "junit"], context: context).stdout
        let suites = junit.firstRange(of: #/<testsuites [^>]*>/#).map { String(junit[$0]) } ?? ""
        let github = CLI.run(["--format", "github"], context: context).stdout
        let sarif = CLI.run(["--format", "sarif"], context: context).stdout
        let runs = (try? JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [Any]
        return [
            "text: " + (text.stdout.split(separator: "\n").last.map(String.init) ?? ""),
            "json: errors \(summary["errors"] ?? -1), warnings \(summary["warnings"] ?? -1)",
            "junit: " + suites,
            "github: \(github.components(separatedBy: "::error ").count - 1) errors, \(github.components(separatedBy: "::warning ").count - 1) warnings",
            "sarif: \(results?.count ?? -1) results"
        ]
    }

    @Test func aSchemaErrorReachedByThreeEntries() throws {
        let (dir, context) = try Self.project {
            try Self.replace(#""order": { "id": "int" }"#, #""order": { "id": "integer" }"#, in: $0 + "/deeplinks/routes.schema.json")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.status == 2)
        #expect(run.stderr.components(separatedBy: "[bad-type]").count - 1 == 1, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("\nlinkcheck: 1 error; the run is not judged\n"))
        #expect(
            Self.counts(context) == [
                "text: 0 passed, 0 failed, 1 error, 0 warnings",
                "json: errors 1, warnings 0",
                #"junit: <testsuites name="linkcheck" tests="1" failures="0" errors="1">"#,
                "github: 1 errors, 0 warnings",
                "sarif: 1 results"
            ])
    }

    @Test func anAASAErrorOfAFileServedOnTwoDomains() throws {
        let (dir, context) = try Self.project {
            try Self.replace(#"{ "/": "/settings" }"#, #"{ "/": "/settings", "exclude": "yes" }"#, in: $0 + "/deeplinks/apple-app-site-association")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.status == 1)
        #expect(run.stdout.components(separatedBy: "[string-boolean]").count - 1 == 1, "\(run.stdout)")
        #expect(Self.counts(context).first == "text: 10 passed, 0 failed, 1 error, 0 warnings")
        #expect(Self.counts(context).dropFirst().first == "json: errors 1, warnings 0")
    }

    @Test func aSchemeMissingFromTheInfoPlistThatTwoEntriesRead() throws {
        let (dir, context) = try Self.project {
            try Self.replace(#""schemes": ["miapp"]"#, #""schemes": ["miap"]"#, in: $0 + "/deeplinks/routes.schema.json")
            try Self.replace("miapp://", "miap://", in: $0 + "/deeplinks/routes.cases.json")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = CLI.run(["generate", "swift", "deeplinks/routes.schema.json", "--output", "deeplinks/DeepLink.swift"], context: context)
        let run = CLI.run([], context: context)
        #expect(run.status == 1)
        #expect(run.stdout.components(separatedBy: "[scheme-not-registered]").count - 1 == 1, "\(run.stdout)")
        #expect(Self.counts(context).first == "text: 9 passed, 1 failed, 0 errors, 0 warnings")
    }

    /// The root cause first, its consequences folded: a misspelled "appIDs" is one error at the
    /// key, and the undeclared app, the cases that do not open and the Xcode check's signing
    /// finding are notes under it.
    @Test func aMisspelledAppIDsKeyIsOneError() throws {
        let (dir, context) = try Self.project {
            try Self.replace(#""appIDs": ["#, #""appIds": ["#, in: $0 + "/deeplinks/apple-app-site-association")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.status == 1)
        let findings = run.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(
            findings == [
                #"deeplinks/apple-app-site-association:5:9: error: details[0] has no "appID" or "appIDs", so its rules apply to no app: "appIds" is not a key iOS reads; did you mean "appIDs"? [missing-app-id]"#
            ])
        #expect(
            run.stdout.contains(
                "\n  note: so none of these opens the app either, each folded here: 6 table cases that expect a destination (case-not-opened), 6 links of the schema (link-not-in-aasa)\n"
            ))
        #expect(run.stdout.contains("(app-id-not-in-aasa)\n"))
        #expect(Self.counts(context).first == "text: 10 passed, 0 failed, 1 error, 0 warnings")
    }

    /// The root cause first: a misspelled CFBundleURLSchemes key is the error, at the key, and the
    /// scheme it leaves unregistered is folded under it with its count, for the Info.plist entry and
    /// the Xcode project alike, instead of a did-you-mean warning beside a scheme-not-registered error.
    @Test func aMisspelledURLSchemesKeyIsTheErrorWithItsSchemeFolded() throws {
        let (dir, context) = try Self.project {
            try Self.replace("<key>CFBundleURLSchemes</key>", "<key>CFBundleURLScheme</key>", in: $0 + "/MiApp/Info.plist")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.status == 1)
        let findings = (run.stdout + run.stderr).split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(
            findings == [
                #"MiApp/Info.plist:12:4: error: "CFBundleURLScheme" in a CFBundleURLTypes entry is not a key iOS reads, so what it holds registers nothing; did you mean "CFBundleURLSchemes"? [unknown-key]"#
            ], "\(run.stdout)\(run.stderr)")
        let folded =
            #"  note: so 1 scheme of the schema is not registered either, folded here: scheme "miapp" is not in any CFBundleURLSchemes, so iOS will not open miapp://orders in the app (scheme-not-registered)"#
        #expect(run.stdout.contains(folded + "\n"))
        #expect(Self.counts(context).first == "text: 9 passed, 1 failed, 0 errors, 0 warnings")
        let xcode = CLI.run(["xcode", "App.xcodeproj", "--schema", "deeplinks/routes.schema.json"], context: context)
        let xcodeFindings = xcode.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(xcodeFindings == findings, "\(xcode.stdout)")
        #expect(xcode.stdout.contains(folded + "\n"))
        #expect(xcode.stdout.hasSuffix("\n1 error, 0 warnings\n"))
    }

    /// A case whose URL is misspelled gets no destination and is not opened by the AASA file: the
    /// case's failure is the error, and the case-not-opened that follows from the same URL is folded
    /// under it, not counted as an error of its own.
    @Test func aMisspelledCaseURLIsOneFailureWithItsAASAFindingFolded() throws {
        let (dir, context) = try Self.project {
            try Self.replace("https://miapp.com/settings", "https://miapp.com/setings", in: $0 + "/deeplinks/routes.cases.json")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.status == 1)
        let findings = run.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(findings.count == 1 && findings.first?.hasSuffix("https://miapp.com/setings gets no destination [case-failed]") == true, "\(run.stdout)")
        #expect(
            run.stdout.contains(
                #"  note: so iOS does not open it either, folded here: "https://miapp.com/setings" does not open ABCDE12345.com.miapp.app, but the table expects a destination (case-not-opened)"#
            ), "\(run.stdout)")
        #expect(!run.stdout.contains("[case-not-opened]"))
        #expect(
            Self.counts(context) == [
                "text: 9 passed, 1 failed, 0 errors, 0 warnings",
                "json: errors 0, warnings 0",
                #"junit: <testsuites name="linkcheck" tests="13" failures="1" errors="0">"#,
                "github: 1 errors, 0 warnings",
                "sarif: 1 results"
            ])
        let json = CLI.run(["--format", "json"], context: context).stdout
        #expect(json.contains(#""folded": ["#), "\(json)")
    }

    @Test func aWrongTeamInTheAASAIsOneError() throws {
        let (dir, context) = try Self.project {
            try Self.replace(#""appIDs": ["ABCDE12345."#, #""appIDs": ["FGHIJ67890."#, in: $0 + "/deeplinks/apple-app-site-association")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.status == 1)
        let findings = run.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.hasSuffix("lists app \"ABCDE12345.com.miapp.app\", so iOS opens none of its links [app-not-declared]") == true)
        #expect(Self.counts(context).first == "text: 10 passed, 0 failed, 1 error, 0 warnings")
    }
}

extension OneFindingOnceTests {
    /// A table's findings from the AASA check (here a case that expects no destination but that the
    /// file opens) are test cases of the table's own suite, not of a second suite of the same name:
    /// tools that key results by suite name would otherwise show one of the two. The AASA file,
    /// named by two entries (two domains), is one suite too, with one `lint` case and the URL
    /// answers of both entries.
    @Test func aTablesAASAFindingsJoinItsOwnJUnitSuite() throws {
        let (dir, context) = try Self.project {
            try Self.replace(
                "\n  ]\n}", ",\n    { \"url\": \"https://miapp.com/orders/42/extra\", \"expect\": null }\n  ]\n}",
                in: $0 + "/deeplinks/routes.cases.json")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let junit = CLI.run(["--format", "junit"], context: context).stdout
        let names = junit.matches(of: #/<testsuite name="([^"]*)" tests="(\d+)"/#).map { "\($0.1) \($0.2)" }
        #expect(names.filter { $0.hasPrefix("deeplinks/routes.cases.json ") } == ["deeplinks/routes.cases.json 11"], "\(names)")
        #expect(junit.contains(#"name="case-opens-app at "#), "\(junit)")
        let suites = junit.matches(of: #/<testsuite name="([^"]*)"/#).map { String($0.1) }
        #expect(Set(suites).count == suites.count, "two suites share a name: \(names)")
        #expect(names.filter { $0.hasPrefix("deeplinks/apple-app-site-association ") } == ["deeplinks/apple-app-site-association 2"], "\(names)")
        #expect(junit.matches(of: #/classname="deeplinks/apple-app-site-association" name="lint"/#).count == 1, "\(junit)")
    }

    /// The same URL asked of one file by both of its entries is two test cases of its one suite,
    /// the second renamed ` (2)` as a URL listed twice is.
    @Test func oneAASAFileForTwoDomainsNumbersARepeatedAnswer() throws {
        let (dir, context) = try Self.project {
            try Self.replace(
                #""domain": "www.miapp.com" }"#, #""domain": "www.miapp.com", "urls": ["https://miapp.com/orders/42"] }"#,
                in: $0 + "/linkcheck.json")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let junit = CLI.run(["--format", "junit"], context: context).stdout
        let suites = junit.matches(of: #/<testsuite name="([^"]*)"/#).map { String($0.1) }
        #expect(suites.filter { $0 == "deeplinks/apple-app-site-association" }.count == 1, "\(suites)")
        let answers = junit.matches(of: #/name="(https://miapp.com/orders/42 → [^"]*)"/#).map { String($0.1) }
        #expect(
            answers == ["https://miapp.com/orders/42 → ABCDE12345.com.miapp.app", "https://miapp.com/orders/42 → ABCDE12345.com.miapp.app (2)"],
            "\(junit)")
    }
}
