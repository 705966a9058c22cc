/// The URLs a site's sitemap lists for the bench schema's pages: each page once, by its canonical
/// https URL (the one `linkcheck url` builds: no empty segment, no trailing slash, no tracking
/// item), on the schema's hosts. Unlike the tables' URLs (`CaseGenerator`), which mix in URLs
/// that open nothing and URLs written otherwise, every one of them opens its page.
enum SitemapURLs {
    static func urls(count: Int, schema: BenchSchema) -> [String] {
        var random = SeededRandom(seed: BenchSchema.seed ^ 0x5349_5445_4D41_50)
        return (0..<count).map { _ in
            let r = schema.resources[Int.random(in: 0..<schema.resources.count, using: &random)]
            let host = random.chance(70) ? BenchSchema.hosts[0] : BenchSchema.hosts[1]
            let page = "https://\(host)/\(r)"
            let id = Int.random(in: 1...999_999, using: &random)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<15: return page
            case 15..<55: return "\(page)/\(id)"
            case 55..<70: return "\(page)/\(id)/edit"
            case 70..<90: return "\(page)/\(id)/items/\(Int.random(in: 1...9_999, using: &random))"
            default: return "\(page)/search?q=\(random.word(syllables: 3))"
            }
        }
    }
}
