import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// Output of `linkcheck url`: for each destination, the canonical URL and the link that builds it,
/// or why no URL can restore it.
public enum URLTextReporter {

    public static func text(_ results: [URLReport.Result], schema: RouteSchema, schemaFile: String, style: TextStyle = .plain) -> String {
        var out = ""
        for (n, r) in results.enumerated() {
            if n > 0 { out += "\n" }
            out += style.bold(Display.escaped(r.text)) + "\n"
            switch r.url {
            case .url(let url, let link, let filled):
                out += "  \(Display.text(url))\n"
                out += "  by link \(ResolveTextReporter.link(link, schema, schemaFile))\n"
                for part in filled { out += "  filled: \(Display.escaped(part)), which the destination does not hold\n" }
            case .unrestorable(let reason):
                out += "  " + style.red("no URL") + ": \(Display.escaped(reason))\n"
            }
        }
        return out
    }
}
