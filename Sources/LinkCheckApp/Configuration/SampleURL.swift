import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

extension RouteSchema {
    /// A URL from `source` that the schema gives a destination, for messages that must show a
    /// concrete link: `miapp://orders`, `https://miapp.com/orders/1`. Built (see `URLBuilder`)
    /// from the first link that accepts the source and has a path segment (the root link says
    /// less), else from the root link; each is checked to resolve. `nil` when no link yields one.
    public func sampleURL(for source: URLSource) -> String? {
        let applicable = links.filter { $0.accepts(source) }
        let ordered = applicable.filter { !$0.pattern.segments.isEmpty } + applicable.filter { $0.pattern.segments.isEmpty }
        for link in ordered {
            let values = link.pattern.captures.map { URLBuilder.sample($0.type) }
            if let url = link.url(from: source, captures: values), resolve(url).destination != nil { return url }
        }
        return nil
    }
}
