import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// Output of `linkcheck resolve`: each URL's destination and the link that produced it, or why
/// there is none and which link came closest.
public enum ResolveTextReporter {
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

    /// `"/orders/:id" at routes.json:12:5`: a link as the text reports name it.
    static func link(_ index: Int, _ schema: RouteSchema, _ file: String) -> String {
        let l = schema.links[index]
        return "\(SwiftLiteral.string(l.path)) at \(Display.path(file)):\(l.location.line):\(l.location.column)"
    }
}
