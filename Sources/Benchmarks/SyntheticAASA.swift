/// The synthetic AASA files: one of about 128 KB (many components, substitution variables, query
/// and fragment patterns, excludes, case-insensitive rules), and the pathological and ordinary
/// pattern sets.
enum SyntheticAASA {
    static let appID = "ABCDE12345.com.bench.app"
    static let domain = "aasa.bench.example"

    static func large(seed: UInt64, size: Int = 126_000) -> String {
        var random = SeededRandom(seed: seed)
        func words(_ n: Int) -> [String] { (0..<n).map { _ in random.word(syllables: 3) } }
        func list(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let sections = words(24), teams = words(12)
        var out = """
            {
              "applinks": {
                "substitutionVariables": {
                  "section": \(list(sections)),
                  "team": \(list(teams)),
                  "campaign": ["spring*", "summer*", "fall-??", "winter-*-sale"]
                },
                "details": [
                  { "appIDs": ["ABCDE12345.com.bench.other"], "components": [{ "/": "/other/*" }] },
                  {
                    "appIDs": ["\(appID)", "\(appID).beta"],
                    "components": [

            """
        var components: [String] = []
        var i = 0
        while out.utf8.count + components.reduce(0, { $0 + $1.utf8.count + 2 }) < size {
            let w = random.word(syllables: 3), v = random.word(syllables: 2)
            let body: String
            switch i % 8 {
            case 0: body = "\"/\": \"/$(lang)/\(w)/$(section)/*\""
            case 1: body = "\"/\": \"/\(w)/*/\(v)\", \"?\": { \"ref\": \"$(campaign)\" }"
            case 2: body = "\"/\": \"/shop/$(section)/\(w)-???\", \"exclude\": true"
            case 3: body = "\"/\": \"/\(w)/$(team)/*\", \"#\": \"\(v)*\""
            case 4: body = "\"/\": \"/$(region)/\(w)/*\", \"caseSensitive\": false"
            case 5: body = "\"/\": \"/\(w)/*/\(v)/*.html\", \"?\": { \"id\": \"*\", \"mode\": \"$(section)\" }"
            case 6: body = "\"/\": \"/docs/\(w)/*\", \"percentEncoded\": false"
            default: body = "\"/\": \"/\(w)\", \"exclude\": true"
            }
            components.append("          { \(body), \"comment\": \"rule \(i): \(w) \(v) \(random.word(syllables: 4))\" }")
            i += 1
        }
        out += components.joined(separator: ",\n")
        out += "\n        ]\n      }\n    ]\n  }\n}\n"
        return out
    }

    /// `/*a*a*a*a*a*a*a*b` and seven more like it: every star can extend on a long run of `a`s.
    static let pathological = "bcdefghi".map { "/*a*a*a*a*a*a*a*\($0)" }

    /// Ordinary patterns of the same length (17) that also read a URL of `a`s to its end: a literal
    /// prefix, one star, a literal suffix.
    static let ordinary = [
        "/aaaa*/index.html", "/aaa*/archive.xml", "/aa*/comments.php", "/a*/download.html",
        "/aaaaa*/story.amp", "/aaa*/print/page1", "/aa*/share/button", "/a*/reviews/index"
    ]

    static func file(patterns: [String]) -> String {
        let components = patterns.map { "{ \"/\": \"\($0)\" }" }.joined(separator: ", ")
        return "{ \"applinks\": { \"details\": [{ \"appIDs\": [\"\(appID)\"], \"components\": [\(components)] }] } }"
    }
}
