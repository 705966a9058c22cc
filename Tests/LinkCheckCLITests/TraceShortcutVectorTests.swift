import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckTestSupport
import Testing

/// A list's shortcut (`TraceSteps.shortcut`, which answers most URLs without writing a step) on
/// real routers: each route table translated from another project's tests, read from
/// `../shared/vectors/routes/`, traced as an app that registers the schema's schemes, is
/// associated with its hosts and is opened by an AASA file for each (all but `/*/draft`). Every
/// case's URL, and the same URL written as lists write it (the host in capitals, `//`, a trailing
/// slash, a tracking item, an empty item, a fragment, the default port, a leading zero), gets
/// from the shortcut what the whole trace gives: the destination exactly when every step passes,
/// and, when it stops short, the same answer from the trace that starts where it stopped.
@Suite struct TraceShortcutVectorTests {
    static let vectors = SharedVectors.routes
    static let skipped = Comment(rawValue: vectors.skipReason)
    static let appID = "ABCDE12345.example.vector"

    static func variants(_ url: String) -> [String] {
        guard let scheme = url.range(of: "://") else { return [url] }
        let head = String(url[..<scheme.upperBound])
        let rest = url[scheme.upperBound...]
        let host = String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
        let tail = String(rest.dropFirst(host.count))
        let join = url.contains("?") ? "&" : "?"
        var out: [String] = [url, head + host.uppercased() + tail, head + host + ":443" + tail]
        out += [url + join + "utm_source=mail", url + join + "q=", url + "#top", head + host + "/" + tail]
        if !tail.contains("?"), !tail.contains("#") { out.append(url + "/") }
        if let digit = tail.firstIndex(where: \.isNumber), digit > tail.startIndex, tail[tail.index(before: digit)] == "/" {
            out.append(head + host + String(tail[..<digit]) + "0" + String(tail[digit...]))
        }
        return out
    }

    static func plist(_ body: String) -> [UInt8] {
        Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n".utf8)
    }

    /// The traced app for vector `name`, and its cases' URLs.
    static func inputs(_ name: String) throws -> (TraceInputs, [String])? {
        let directory = vectors.path
        let schemaBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name).schema.json")))
        guard let schema = SchemaLoader.load(schemaBytes, file: "\(name).schema.json").schema else { return nil }
        let tableBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name).cases.json")))
        guard let table = TableLoader.open(tableBytes, file: "\(name).cases.json").table,
            let cases = TableLoader.cases(of: table, schema: schema).cases
        else { return nil }
        let schemes = schema.schemes + schema.schemeHosts.keys.sorted()
        let registry = URLSchemeRegistry.load(
            plist(
                "<key>CFBundleURLTypes</key>\n<array><dict><key>CFBundleURLSchemes</key><array>"
                    + schemes.map { "<string>\($0)</string>" }.joined() + "</array></dict></array>"),
            file: "Info.plist"
        ).registry
        let entries = schema.hosts.map { "<string>applinks:\($0)</string>" }.joined()
        let domains = AssociatedDomains.load(
            plist("<key>com.apple.developer.associated-domains</key>\n<array>\(entries)</array>"), file: "App.entitlements"
        ).domains
        let text = #"{"applinks": {"details": [{"appIDs": ["\#(appID)"], "components": [{"/": "/*/draft", "exclude": true}, {"/": "*"}]}]}}"#
        let file = try #require(AASALoader.load(Array(text.utf8), file: "aasa.json").file)
        let aasa =
            schema.hosts.filter { !$0.hasPrefix("*.") }.map { TraceInputs.AASA(name: "aasa.json", domain: $0, file: file, appIDs: []) }
            + [TraceInputs.AASA(name: "aasa.json", domain: nil, file: file, appIDs: [])]
        let app = TraceInputs.App(
            label: "the app", appID: appID, schemes: registry, infoPlist: "Info.plist", domains: domains, entitlements: "App.entitlements",
            fallbackFile: "linkcheck.json")
        let inputs = TraceInputs(
            schema: schema, schemaFile: "\(name).schema.json", app: app, aasa: aasa, cases: TraceCases([("\(name).cases.json", cases)]))
        return (inputs, cases.map(\.url))
    }

    @Test(.enabled(if: vectors.runs, skipped))
    func theShortcutAnswersAsTheTraceDoesOnRealRouters() throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: Self.vectors.path)) ?? [])
            .filter { $0.hasSuffix(".cases.json") }.map { String($0.dropLast(".cases.json".count)) }.sorted()
        var traced = 0, passed = 0, stopped = 0, loaded = 0
        for name in names {
            guard let (inputs, caseURLs) = try Self.inputs(name) else { continue }
            loaded += 1
            let urls = caseURLs.flatMap(Self.variants)
            for url in Set(urls).sorted() {
                traced += 1
                let trace = TraceSteps.trace(url, in: inputs, detail: .line)
                let everyStepPasses = trace.steps.allSatisfy { $0.outcome == .pass }
                let shortcut = TraceSteps.shortcut(url, in: inputs)
                if case .passes(let destination) = shortcut {
                    passed += 1
                    #expect(everyStepPasses && destination == trace.destination, "\(name): \(url)")
                    continue
                }
                #expect(!everyStepPasses, "\(name): \(url) passes every step, and the shortcut says \(shortcut)")
                if case .opensTheApp = shortcut { stopped += 1 }
                let short = TraceSteps.traceToTheAnswer(url, in: inputs, after: shortcut)
                #expect(short.answer?.finding == trace.answer?.finding, "\(name): \(url)")
                #expect(
                    short.steps.firstIndex { $0.outcome == .fail } == trace.steps.firstIndex { $0.outcome == .fail }, "\(name): \(url)")
            }
        }
        // The vectors must reach both answers often, or the test proves little.
        // (73 tables: 926 URLs, 724 answered by the shortcut, 143 after the iOS step.)
        #expect(loaded >= 70)
        #expect(traced > 800)
        #expect(passed > 600)
        #expect(stopped > 100)
    }
}
