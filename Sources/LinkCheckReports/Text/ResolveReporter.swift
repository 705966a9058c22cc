import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// Output of `linkcheck resolve`: each URL's destination and the link that produced it, or why
/// there is none and which link came closest.
public enum ResolveReporter {
    public static func text(_ results: [(String, Resolution)], schema: RouteSchema, schemaFile: String, style: TextStyle = .plain) -> String {
        var out = ""
        for (n, (url, resolution)) in results.enumerated() {
            if n > 0 { out += "\n" }
            out += style.bold(Display.text(url)) + "\n"
            switch resolution {
            case .destination(let d, let index):
                out += RouteSyntax.destinationLines(d).map { "  \($0)\n" }.joined()
                out += "  by link \(link(index, schema, schemaFile))\n"
            case .none(let why):
                out += "  " + style.red("nil") + ": \(Display.escaped(why.message))\n"
                if let index = why.closestLink { out += "  closest link: \(link(index, schema, schemaFile))\n" }
            }
        }
        return out
    }

    public static func json(_ results: [(String, Resolution)], schema: RouteSchema, schemaFile: String, diagnostics: [Diagnostic]) -> String {
        let urls: [JSONOutput] = results.map { url, resolution in
            var fields: [(String, JSONOutput)] = [("url", .string(url))]
            switch resolution {
            case .destination(let d, let index):
                fields += [("destination", RoutesJSONReporter.destination(d)), ("reason", .null), ("link", linkJSON(index, schema))]
            case .none(let why):
                fields += [("destination", .null), ("reason", .string(why.message)),
                           ("link", why.closestLink.map { linkJSON($0, schema) } ?? .null)]
            }
            return .object(fields)
        }
        return JSONOutput.object([
            ("schema", .string(schemaFile)),
            ("urls", .array(urls)),
            ("diagnostics", .array(diagnostics.map(RoutesJSONReporter.diagnostic))),
        ]).render(pretty: true) + "\n"
    }

    static func link(_ index: Int, _ schema: RouteSchema, _ file: String) -> String {
        let l = schema.links[index]
        return "\(SwiftLiteral.string(l.path)) at \(Display.path(file)):\(l.location.line):\(l.location.column)"
    }

    static func linkJSON(_ index: Int, _ schema: RouteSchema) -> JSONOutput {
        RoutesJSONReporter.link(schema.links[index])
    }
}
