import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// Output of `linkcheck url`: for each destination, the canonical URL and the link that builds it,
/// or why no URL can restore it.
public enum URLReporter {
    public typealias Result = (text: String, destination: Destination, url: CanonicalURL)

    public static func text(_ results: [Result], schema: RouteSchema, schemaFile: String, style: TextStyle = .plain) -> String {
        var out = ""
        for (n, r) in results.enumerated() {
            if n > 0 { out += "\n" }
            out += style.bold(Display.escaped(r.text)) + "\n"
            switch r.url {
            case .url(let url, let link):
                out += "  \(Display.text(url))\n"
                out += "  by link \(ResolveReporter.link(link, schema, schemaFile))\n"
            case .unrestorable(let reason):
                out += "  " + style.red("no URL") + ": \(Display.escaped(reason))\n"
            }
        }
        return out
    }

    public static func json(_ results: [Result], schema: RouteSchema, schemaFile: String, diagnostics: [Diagnostic]) -> String {
        let items: [JSONOutput] = results.map { r in
            var fields: [(String, JSONOutput)] = [("destination", RoutesJSONReporter.destination(r.destination))]
            switch r.url {
            case .url(let url, let link):
                fields += [("url", .string(url)), ("reason", .null), ("link", ResolveReporter.linkJSON(link, schema))]
            case .unrestorable(let reason):
                fields += [("url", .null), ("reason", .string(reason)), ("link", .null)]
            }
            return .object(fields)
        }
        return JSONOutput.object([
            ("schema", .string(schemaFile)),
            ("destinations", .array(items)),
            ("diagnostics", .array(diagnostics.map(RoutesJSONReporter.diagnostic))),
        ]).render(pretty: true) + "\n"
    }

    /// A suite named after the schema, a test case per destination, failed when no URL restores it.
    public static func junit(_ results: [Result], schema: RouteSchema, schemaFile: String) -> String {
        let file = Display.path(schemaFile)
        let cases = results.map { r in
            let name = Display.escaped(r.text)
            switch r.url {
            case .url(let url, _):
                return JUnitDocument.TestCase(classname: file, name: name, systemOut: Display.text(url))
            case .unrestorable(let reason):
                return JUnitDocument.TestCase(classname: file, name: name, outcome: .failure(
                    message: "no URL restores \(name): \(Display.escaped(reason))", type: Rule.noURL.id, body: ""))
            }
        }
        return JUnitDocument(suites: [.init(name: file, cases: cases)]).render()
    }

    /// An `::error` per destination no URL restores, then `N restored, N not restored`.
    public static func github(_ results: [Result]) -> String {
        var out = ""
        for r in results {
            guard case .unrestorable(let reason) = r.url else { continue }
            out += GitHubCommand.annotation(.error, file: nil, title: Rule.noURL.id,
                                            message: "no URL restores \(Display.escaped(r.text)): \(Display.escaped(reason))")
        }
        let failed = results.count { if case .unrestorable = $0.url { true } else { false } }
        return out + "\(results.count - failed) restored, \(failed) not restored\n"
    }
}
