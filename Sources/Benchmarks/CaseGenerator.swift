/// Generates the cases of the bench tables: URLs over `BenchSchema` with the destination each must
/// produce (about 10% expect none). Every generated case passes, which both linkcheck and the
/// Foundation pipeline must confirm before their times count.
struct CaseGenerator {
    struct Case {
        var url: String
        /// The `expect` value as JSON text.
        var expect: String
    }

    private let schema: BenchSchema
    private var random: SeededRandom

    init(schema: BenchSchema, seed: UInt64) {
        self.schema = schema
        random = SeededRandom(seed: BenchSchema.seed ^ seed)
    }

    mutating func next() -> Case {
        let index = Int.random(in: 0..<schema.resources.count, using: &random)
        let r = schema.resources[index]
        let tab = BenchSchema.tabs[index % BenchSchema.tabs.count]
        let roll = Int.random(in: 0..<100, using: &random)
        let prefix = roll < 70 ? "https://bench.example" : roll < 80 ? "https://www.bench.example" : "benchapp:/"
        let id = Int.random(in: 1...999_999, using: &random)
        let slash = random.chance(5) ? "/" : ""

        func destination(_ stack: String) -> String { "{\"tab\":\"\(tab)\",\"stack\":[\(stack)]}" }
        let item = "{\"\(r)\":{\"id\":\(id)}}"

        switch Int.random(in: 0..<100, using: &random) {
        case 0..<3: return Case(url: "\(prefix)/\(r)/\(random.word(syllables: 2))", expect: "null")
        case 3..<5: return Case(url: "\(prefix)/\(random.word(syllables: 4))/\(id)", expect: "null")
        case 5..<7: return Case(url: "http://bench.example/\(r)/\(id)", expect: "null")
        case 7: return Case(url: "https://bench.example:8443/\(r)", expect: "null")
        case 8: return Case(url: "\(prefix)/\(r)/\(id)/delete", expect: "null")
        case 9: return Case(url: "\(prefix)/\(r)/\(id)/items/\(random.word(syllables: 1))", expect: "null")
        case 10..<24:
            return Case(url: "\(prefix)/\(r)\(slash)", expect: destination("\"\(r)List\""))
        case 24..<58:
            return Case(url: "\(prefix)/\(r)/\(id)\(slash)", expect: destination(item))
        case 58..<72:
            return Case(
                url: "\(prefix)/\(r)//\(id)/edit\(slash)",
                expect: destination(item + ",{\"\(r)Edit\":{\"id\":\(id)}}"))
        case 72..<86:
            let child = Int.random(in: 1...9_999, using: &random)
            return Case(
                url: "\(prefix)/\(r)/\(id)/items/\(child)",
                expect: destination(item + ",{\"\(r)Item\":{\"id\":\(id),\"item\":\(child)}}"))
        default:
            let path = "\(prefix)/\(r)/search"
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let q = random.word(syllables: 3)
                return Case(url: "\(path)?q=\(q)", expect: destination("{\"\(r)Search\":{\"query\":\"\(q)\"}}"))
            case 5..<7:
                let a = random.word(syllables: 2), b = random.word(syllables: 2)
                return Case(
                    url: "\(path)?utm_source=mail&q=\(a)%20\(b)#top",
                    expect: destination("{\"\(r)Search\":{\"query\":\"\(a) \(b)\"}}"))
            case 7..<9:
                return Case(url: path, expect: destination("{\"\(r)Search\":{}}"))
            default:
                return Case(url: "\(path)?q=", expect: destination("{\"\(r)Search\":{}}"))
            }
        }
    }

    /// The URLs of the table `writeTable(count:…)` writes, without writing it.
    static func urls(count: Int, schema: BenchSchema) -> [String] {
        var generator = CaseGenerator(schema: schema, seed: UInt64(count))
        return (0..<count).map { _ in generator.next().url }
    }

    /// Writes a table of `count` cases naming `schemaFile`, one case a line; returns its URLs when
    /// `keepURLs` (the mix the split + match row resolves).
    static func writeTable(
        count: Int, schema: BenchSchema, schemaFile: String, to path: String,
        keepURLs: Bool = false
    ) throws(BenchError) -> [String] {
        var generator = CaseGenerator(schema: schema, seed: UInt64(count))
        let writer = try BlockWriter(path: path)
        var urls: [String] = []
        writer.append("{\"schema\":\"\(schemaFile)\",\"cases\":[\n")
        for i in 0..<count {
            let c = generator.next()
            if keepURLs { urls.append(c.url) }
            writer.append("{\"url\":\"\(c.url)\",\"expect\":\(c.expect)}\(i + 1 < count ? ",\n" : "\n")")
        }
        writer.append("]}\n")
        try writer.close()
        return urls
    }
}
