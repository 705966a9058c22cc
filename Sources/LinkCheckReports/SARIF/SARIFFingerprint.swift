import LinkCheckCore

/// `partialFingerprints` that stay the same while a finding does: made from its rule, its file and
/// its identity (never its line or column), so lines added or removed elsewhere in the file leave
/// them alone, and GitHub keeps one alert open across runs instead of closing one and opening
/// another.
enum SARIFFingerprint {
    /// The key in `partialFingerprints`; a new way of computing them gets a new version.
    static let key = "linkcheck/v1"

    /// One fingerprint per finding, in order. Findings alike in rule, file and identity (the same
    /// URL failing twice in a table) are told apart by their occurrence, counted in report order.
    static func fingerprints(_ findings: [SARIFFinding]) -> [String] {
        var seen: [UInt64: Int] = [:]
        return findings.map { finding in
            let d = finding.diagnostic
            let base = hash([d.rule.id, d.file, finding.identity])
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            return hex(hash([String(base), String(occurrence)]))
        }
    }

    /// 64-bit FNV-1a of the fields' UTF-8, each followed by a 0 byte so that fields cannot run
    /// into each other ("ab" + "c" is not "a" + "bc"). Defined here, not by the standard library's
    /// `Hasher`, which is seeded per process.
    static func hash(_ fields: [String]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            for byte in field.utf8 {
                h ^= UInt64(byte)
                h = h &* 0x0000_0100_0000_01b3
            }
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }

    /// Sixteen lower-case hexadecimal digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `message` with every position taken out: a run of digits joined to another by `:`
    /// (`12:5`, `file.json:12:5`) and a number after `line ` or `column `, each becomes `#`.
    /// Messages that point at another place in the file (`first at 3:5`) then stay the same
    /// when lines move; other numbers (`"42" is not a Bool`) are kept.
    static func withoutPositions(_ message: String) -> String {
        let scalars = Array(message.unicodeScalars)
        func isDigit(_ i: Int) -> Bool { i >= 0 && i < scalars.count && ("0"..."9").contains(scalars[i]) }
        func follows(_ word: String, at start: Int) -> Bool {
            let w = Array(word.unicodeScalars)
            return start >= w.count && Array(scalars[(start - w.count)..<start]) == w
        }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard isDigit(i) else {
                out.append(scalars[i])
                i += 1
                continue
            }
            var end = i
            while isDigit(end) { end += 1 }
            let joined =
                (end < scalars.count && scalars[end] == ":" && isDigit(end + 1))
                || (i >= 2 && scalars[i - 1] == ":" && isDigit(i - 2))
            if joined || follows("line ", at: i) || follows("column ", at: i) {
                out.append("#")
            } else {
                out.append(contentsOf: scalars[i..<end])
            }
            i = end
        }
        return String(out)
    }
}
