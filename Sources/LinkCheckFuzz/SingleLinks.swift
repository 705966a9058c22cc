import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// The `routes` target's check of the link index, which only narrows the links a URL is tried
/// against: a URL gets a destination from the schema exactly when some link gives it one on its
/// own, and the winning link on its own gives the same destination.
enum SingleLinks {
    static func agree(_ url: String, _ resolution: Resolution, schema: RouteSchema) -> FuzzFailure? {
        var alone = schema
        var matching: [Int: Destination] = [:]
        for (position, link) in schema.links.enumerated() {
            // `Link.index` must be the link's position in its schema.
            alone.links = [link.numbered(0)]
            if let destination = alone.resolve(url).destination { matching[position] = destination }
        }
        let quoted = SwiftLiteral.string(url)
        switch resolution {
        case .destination(let destination, let link):
            guard matching[link] == destination else {
                return FuzzFailure(
                    "routes-index",
                    "\(quoted) resolves by link \(link), which on its own gives "
                        + (matching[link].map { "another destination: \($0)" } ?? "none"))
            }
        case .none(let why):
            if let link = matching.keys.min() {
                return FuzzFailure(
                    "routes-index",
                    "\(quoted) gets no destination (\(why.message)), but link "
                        + "\(link) on its own gives one")
            }
        }
        return nil
    }
}
