import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckTestSupport
import Testing

/// `placeholder-app-id`: which app IDs are a template's, and when `example` is one; and that no
/// real file of the shared vectors is taken for a template.
@Suite struct AASAPlaceholderIDTests {
    struct IDCase: Sendable, CustomTestStringConvertible {
        var id: String
        var domain: String?
        var file = "apple-app-site-association"
        /// The message's middle (after `app ID "…" `), or `nil` when the ID may be real.
        var problem: String?
        var testDescription: String { "\(id) on \(domain ?? "no domain") in \(file)" }
    }

    static func problem(_ c: IDCase) -> String?? {
        let text = #"{"webcredentials": {"apps": ["\#(c.id)"]}}"#
        let found = AASALoader.load(Array(text.utf8), file: c.file, options: AASALintOptions(domain: c.domain)).diagnostics
        let placeholders = found.filter { $0.rule == .placeholderAppID }
        guard let only = placeholders.first else { return .some(nil) }
        guard placeholders.count == 1, found.count == 1 else { return nil }
        let prefix = "app ID \(SwiftLiteral.string(c.id)) "
        let suffix = ", so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
        guard only.message.hasPrefix(prefix), only.message.hasSuffix(suffix) else { return nil }
        return .some(String(only.message.dropFirst(prefix.count).dropLast(suffix.count)))
    }

    @Test(arguments: [
        IDCase(id: "XXXXXXXXXX.com.maisonemile.app", problem: "has the placeholder Team ID \"XXXXXXXXXX\" (one character repeated)"),
        IDCase(id: "0000000000.com.miapp.app", problem: "has the placeholder Team ID \"0000000000\" (one character repeated)"),
        IDCase(id: "aaaaaaaaaa.com.miapp.app", problem: "has the placeholder Team ID \"aaaaaaaaaa\" (one character repeated)"),
        IDCase(id: "AAAAAAAAAB.com.miapp.app", problem: nil),
        IDCase(id: "TEAMID1234.com.miapp.app", problem: "has a placeholder Team ID \"TEAMID1234\" (it holds \"TEAMID\")"),
        IDCase(id: "YOURTEAMID.com.miapp.app", problem: "has a placeholder Team ID \"YOURTEAMID\" (it holds \"TEAMID\")"),
        IDCase(id: "ReplaceMe0.com.miapp.app", problem: "has a placeholder Team ID \"ReplaceMe0\" (it holds \"REPLACE\")"),
        IDCase(id: "YOUR_TEAM_ID.com.miapp.app", problem: "holds the template marker \"YOUR_\""),
        IDCase(id: "ABCDE12345.com.your_company.app", problem: "holds the template marker \"YOUR_\""),
        IDCase(id: "ABCDE12345.BUNDLE_ID", problem: "holds the template marker \"BUNDLE_ID\""),
        IDCase(id: "ABCDE12345.com.miapp.PLACEHOLDER", problem: "holds the template marker \"PLACEHOLDER\""),
        IDCase(id: "$(AppIdentifierPrefix)com.miapp.app", problem: "holds the template marker \"$(\""),
        IDCase(id: "${TEAM}.com.miapp.app", problem: "holds the template marker \"${\""),
        IDCase(id: "<TeamID>.<BundleID>", problem: "holds the template marker \"<\""),
        IDCase(id: "ABCDE12345.com.YourCompany.app", problem: "has the template word \"yourcompany\" in its bundle ID"),
        IDCase(id: "ABCDE12345.com.miapp.replace-me", problem: "has the template word \"replace\" in its bundle ID"),
        IDCase(id: "ABCDE12345.com.replacement.app", problem: nil),
        IDCase(id: "ABCDE12345.com.steamidle.app", problem: nil),
        // `example`: a template word only where the file is not an example.
        IDCase(
            id: "ABCDE12345.com.example.app", domain: "miapp.com",
            problem: "has the template word \"example\" in its bundle ID, and the file is not an example"),
        IDCase(
            id: "ABCDE12345.com.Example-App", domain: "MIAPP.com",
            problem: "has the template word \"example\" in its bundle ID, and the file is not an example"),
        IDCase(id: "ABCDE12345.com.examples.app", domain: "miapp.com", problem: nil),
        IDCase(id: "ABCDE12345.com.example.app", domain: nil, problem: nil),
        IDCase(id: "ABCDE12345.com.example.app", domain: "example.com", problem: nil),
        IDCase(id: "ABCDE12345.com.example.app", domain: "www.example.org", problem: nil),
        IDCase(id: "ABCDE12345.com.example.app", domain: "example.net", problem: nil),
        IDCase(id: "ABCDE12345.com.example.app", domain: "shop.example", problem: nil),
        IDCase(id: "ABCDE12345.com.example.app", domain: "miapp.test", problem: nil),
        IDCase(id: "ABCDE12345.com.example.app", domain: "app.localhost", problem: nil),
        IDCase(id: "ABCDE12345.com.example.app", domain: "miapp.invalid", problem: nil),
        IDCase(
            id: "ABCDE12345.com.example.app", domain: "example.co.uk",
            problem: "has the template word \"example\" in its bundle ID, and the file is not an example"),
        IDCase(
            id: "ABCDE12345.com.example.app", domain: "notexample.com",
            problem: "has the template word \"example\" in its bundle ID, and the file is not an example"),
        IDCase(id: "ABCDE12345.com.example.app", domain: "miapp.com", file: "docs/Example/apple-app-site-association", problem: nil),
        // Apple's own sample Team ID is a plausible real one.
        IDCase(id: "ABCDE12345.com.miapp.app", domain: "miapp.com", problem: nil)
    ])
    func placeholder(_ c: IDCase) {
        #expect(Self.problem(c) == .some(c.problem))
    }

    static let vectors = SharedVectors.aasa
    static let skipped = Comment(rawValue: vectors.skipReason)

    /// Each real file, linted alone and with its own domain (its file name): no app ID of theirs
    /// is a template's.
    @Test(.enabled(if: vectors.runs, skipped), arguments: AASALintVectorTests.realFiles())
    func realFileHasNoPlaceholder(_ name: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.vectors.path + "/real/" + name))
        for domain in [nil, name] {
            let found = AASALoader.load([UInt8](data), file: name, options: AASALintOptions(domain: domain)).diagnostics
            #expect(!found.contains { $0.rule == .placeholderAppID }, "\(name) with domain \(domain ?? "none")")
        }
    }
}
