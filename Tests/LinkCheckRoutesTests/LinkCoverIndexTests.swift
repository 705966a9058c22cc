@testable import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// `LinkCoverIndex`: the links the never-wins check compares a link with. It must offer every
/// link that covers it (else a warning is lost or names a later link), and few others (else
/// loading is quadratic again).
@Suite struct LinkCoverIndexTests {
    static let at = SourceLocation(line: 1, column: 1)

    enum Piece {
        case literal(String)
        case capture(BaseType)
        case rest(BaseType)
    }

    enum Item {
        case literal(String, String)
        case capture(String, BaseType, optional: Bool)
    }

    static func link(_ pieces: [Piece], _ items: [Item] = [], hosts: [String]? = nil) -> Link {
        var captures: [PathPattern.Capture] = []
        func capture(_ type: BaseType, optional: Bool = false) -> Int {
            captures.append(.init(name: "c\(captures.count)", type: type, mayBeMissing: optional, location: at))
            return captures.count - 1
        }
        let segments: [PathPattern.Segment] = pieces.map { piece in
            switch piece {
            case .literal(let text): return .literal(text)
            case .capture(let type): return .capture(capture(type))
            case .rest(let type): return .catchAll(capture(type))
            }
        }
        let query: [PathPattern.QueryPattern] = items.map { item in
            switch item {
            case let .literal(key, value): return .init(key: key, match: .literal(value))
            case let .capture(key, type, optional): return .init(key: key, match: .capture(capture(type, optional: optional)))
            }
        }
        return Link(
            index: 0, path: "/", location: at, pattern: PathPattern(segments: segments, query: query, captures: captures),
            tab: nil, stack: [], schemes: nil, hosts: hosts)
    }

    static func schema(_ links: [Link], caseSensitive: Bool = true) -> RouteSchema {
        RouteSchema(schemes: ["miapp"], hosts: ["a.com", "b.com"], tabs: nil, caseSensitive: caseSensitive, routes: [], links: links)
    }

    /// Every combination of up to two segments from a few kinds, with a few query endings and
    /// host restrictions: about 500 links, so every way one can cover another is among the pairs.
    static var pool: [Link] {
        let pieces: [Piece] = [
            .literal("a"), .literal("A"), .literal("1"), .capture(.int), .capture(.double),
            .capture(.string), .capture(.enumeration(["a", "b"])), .rest(.string), .rest(.int)
        ]
        var paths: [[Piece]] = [[]]
        for p in pieces { paths.append([p]) }
        for p in pieces { for q in pieces { if case .rest = p { continue }; paths.append([p, q]) } }
        let queries: [[Item]] = [
            [], [.literal("q", "x")], [.capture("q", .string, optional: true)],
            [.capture("q", .int, optional: true)], [.capture("q", .string, optional: false)],
            [.capture("n", .int, optional: true), .literal("q", "x")]
        ]
        var links: [Link] = []
        for (k, path) in paths.enumerated() {
            for (j, query) in queries.enumerated() {
                links.append(link(path, query, hosts: (k + j) % 7 == 0 ? ["a.com"] : nil))
            }
        }
        return links
    }

    @Test(arguments: [true, false])
    func offersEveryLinkThatCovers(caseSensitive: Bool) {
        let schema = Self.schema(Self.pool, caseSensitive: caseSensitive)
        let analysis = SchemaAnalysis(schema: schema)
        let index = LinkCoverIndex(schema.links, caseSensitive: caseSensitive)
        var missed: [String] = []
        var covering = 0, offered = 0
        for b in schema.links {
            let candidates = Set(index.candidates(covering: b))
            offered += candidates.count
            for a in schema.links where analysis.covers(a, b) {
                covering += 1
                if !candidates.contains(a.index) { missed.append("\(a.index) covers \(b.index)") }
            }
        }
        #expect(missed == [])
        // The pool is full of covering pairs; the index offers no more than a tenth of all pairs.
        #expect(covering > 1_000)
        #expect(offered < schema.links.count * schema.links.count / 10)
    }

    @Test func offersOnlyLinksOfAFittingShape() {
        let schema = Self.schema([
            Self.link([.literal("orders"), .capture(.int)]),
            Self.link([.literal("orders"), .capture(.int), .literal("edit")]),
            Self.link([.literal("users"), .capture(.int)]),
            Self.link([.capture(.string), .capture(.double)]),
            Self.link([.rest(.string)]),
            Self.link([.literal("orders"), .capture(.int)], [.literal("q", "x")]),
            Self.link([.literal("orders"), .capture(.uuid)])
        ])
        let index = LinkCoverIndex(schema.links, caseSensitive: true)
        #expect(index.candidates(covering: schema.links[0]).sorted() == [0, 3, 4])
        #expect(index.candidates(covering: schema.links[5]).sorted() == [0, 3, 4, 5])
    }
}
