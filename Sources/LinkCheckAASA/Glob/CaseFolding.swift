import LinkCheckCore

/// The case folding of `caseSensitive: false`. Apple documents none for non-ASCII text, so this is
/// the simplest useful one: ASCII letters, plus any scalar whose lower-case mapping is one scalar
/// (`É` → `é`). Scalars that lower-case to several (`İ`) are left alone, so folding never changes
/// how many scalars a text has and `?` keeps counting the same characters.
enum CaseFolding {
    @inline(__always)
    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let v = scalar.value
        if v < 0x80 {
            // Fast path: the only case pairs in ASCII are A–Z / a–z.
            if v >= 0x41 && v <= 0x5A, let lower = Unicode.Scalar(v + 0x20) { return lower }
            return scalar
        }
        guard scalar.properties.changesWhenLowercased else { return scalar }
        let mapped = scalar.properties.lowercaseMapping.unicodeScalars
        guard mapped.count == 1, let only = mapped.first else { return scalar }
        return only
    }

    /// `text` with every scalar folded.
    static func fold<S: StringProtocol>(_ text: S) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(fold(scalar)) }
        return String(out)
    }
}
