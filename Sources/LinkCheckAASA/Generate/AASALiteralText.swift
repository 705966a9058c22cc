/// A schema's literal text (decoded, as the schema writes it) as `generate aasa` writes it in a
/// pattern. iOS compares a pattern with the URL as written (`percentEncoded` is left at its
/// default, `true`), so a literal is written as URLs carry it: the characters RFC 3986 allows in
/// that part raw and every other byte of its UTF-8 as an escape in upper-case hex, and where it
/// differs, as `encodeURIComponent` escapes it and as linkcheck's own URLs (`url`, the generated
/// Swift) write it, every byte but the unreserved ones escaped (`it%27s`). A URL escaping a
/// character none of them does (`%6Frders`), or in lower-case hex, does not match: no pattern can
/// say "any spelling".
enum AASALiteralText {
    /// Where in the URL the text goes: each part allows other characters raw.
    enum Part {
        /// A path segment: unreserved characters, sub-delimiters, `:` and `@` (RFC 3986 `pchar`).
        case pathSegment
        /// A query item's name or value: `pchar`, `/` and `?`, less `&` and `=`, which split items.
        case queryItem
    }

    /// How much of what a part allows raw a URL leaves raw.
    enum Escaping: CaseIterable {
        /// All RFC 3986 allows (`@ana`, `it's`, `star*`): what a browser's address bar shows.
        case rfc3986
        /// As JavaScript's `encodeURIComponent` writes it (`%40ana`), which escapes the delimiters
        /// `$&+,/:;=?@` too and leaves `!'()*` raw.
        case component
        /// Only the unreserved characters raw (`%40ana`, `it%27s`, `star%2A`): how linkcheck's
        /// `url` and generated Swift, and Foundation's `addingPercentEncoding` with
        /// `.urlUnreserved`-like sets, write a URL.
        case unreserved
    }

    /// Every pattern a URL carrying `decoded` may need, each once: its `spellings`, each escaped in
    /// every way of `Escaping`. The schema decodes a URL before it compares, so it routes all of
    /// them. When the link ignores case, two patterns that fold to the same text are one: iOS folds
    /// them alike (`Settings`, `SETTINGS`).
    static func patterns(_ decoded: String, in part: Part, foldsCase: Bool) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        for spelling in spellings(decoded, foldsCase: foldsCase) {
            for escaping in Escaping.allCases {
                let written = escapingWildcards(encoded(spelling, in: part, escaping: escaping))
                if seen.insert(foldsCase ? CaseFolding.fold(written) : written).inserted { out.append(written) }
            }
        }
        return out
    }

    /// `decoded` percent-encoded for `part`, as a URL carries it (query item names are compared
    /// as written, not as patterns).
    static func encoded(_ decoded: String, in part: Part, escaping: Escaping = .rfc3986) -> String {
        var out = ""
        for byte in decoded.utf8 {
            if isRaw(byte, in: part) && !escapes(byte, escaping) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return out
    }

    /// Pattern text with `*` and the `$` of `$(` written `?`: a pattern has no escape (aasa.md
    /// 1.5), and a variable's values are patterns too, so `?`, which matches the character and
    /// nothing longer, is the narrowest a raw `*` can be written. The escaped spelling (`%2A`)
    /// is exact.
    static func escapingWildcards(_ text: String) -> String {
        var out = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            let next = scalars.next()
            if scalar == "*" || (scalar == "$" && next == "(") {
                out.unicodeScalars.append("?")
            } else {
                out.unicodeScalars.append(scalar)
            }
            pending = next
        }
        return out
    }

    /// The spellings of `decoded` a URL may carry for the schema's literal to match: its composed
    /// and decomposed forms, and when the link ignores case, the lower-case and upper-case forms
    /// of each and those `LetterCase.variants` gives (the title case `ǅ`, the capital `ẞ`): only
    /// those the schema's `lowercased()` comparison still accepts. In that order,
    /// each once. iOS folds ASCII letters itself under `"caseSensitive": false`, so these matter
    /// for other letters (`É` and `é` are different bytes).
    static func spellings(_ decoded: String, foldsCase: Bool) -> [String] {
        var forms = [UnicodeForms.nfc(decoded), UnicodeForms.nfd(decoded)]
        if foldsCase {
            let cased = forms.flatMap { [$0.lowercased(), $0.uppercased()] + LetterCase.variants(of: $0) }
            forms += cased.filter { $0.lowercased() == decoded.lowercased() }
        }
        // Compared by bytes: `String`'s `==` finds the two forms equal, which is the point here.
        var out: [String] = []
        for form in forms where !out.contains(where: { $0.utf8.elementsEqual(form.utf8) }) { out.append(form) }
        return out
    }

    /// What `encodeURIComponent` escapes of the characters a path or query allows raw.
    private static let componentEscapes = Set("$&+,/:;=?@".utf8)

    /// Whether `escaping` escapes `byte`, which the part allows raw.
    private static func escapes(_ byte: UInt8, _ escaping: Escaping) -> Bool {
        switch escaping {
        case .rfc3986: return false
        case .component: return componentEscapes.contains(byte)
        case .unreserved: return !isUnreserved(byte)
        }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static let hexDigits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]

    private static func isRaw(_ byte: UInt8, in part: Part) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
            UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "@"):
            return true
        case UInt8(ascii: "&"), UInt8(ascii: "="):
            return part == .pathSegment
        case UInt8(ascii: "/"), UInt8(ascii: "?"):
            return part == .queryItem
        default:
            return false
        }
    }
}
