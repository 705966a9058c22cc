import LinkCheckCore
import LinkCheckRoutes

/// The tables' cases by their URL exactly as written, so that each traced URL finds its cases
/// in one lookup whatever the size of the tables and of the list traced.
public struct TraceCases: Sendable {
    /// A case and the table that holds it, as messages name it.
    public struct Entry: Sendable {
        public var table: String
        public var testCase: TestCase
    }

    let byURL: [String: [Entry]]

    /// Every case of `tables`, in table order.
    public init(_ tables: [(file: String, cases: [TestCase])]) {
        var byURL: [String: [Entry]] = [:]
        for (file, cases) in tables {
            for c in cases { byURL[c.url, default: []].append(Entry(table: file, testCase: c)) }
        }
        self.byURL = byURL
    }

    /// The cases whose URL is `url`, in table order.
    public subscript(url: String) -> [Entry] { byURL[url] ?? [] }
}
