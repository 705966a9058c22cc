import LinkCheckCore

/// A small reference writer for old-style property lists, independent of the reader: it quotes
/// every string, so a tree it writes must read back as the same tree.
enum OpenStepWriter {
    /// `escaped`: every character outside printable ASCII as a `\U` escape (a surrogate pair
    /// above U+FFFF) and a comment between tokens, to drive the reader's escapes and comments;
    /// otherwise text is written raw and only `\` and `"` are escaped. Xcode's first line comes
    /// first either way, so a NUL in a string is never the second byte, where the reader takes
    /// it for UTF-16.
    static func write(_ value: OpenStepValue, escaped: Bool) -> String {
        var out = "// !$*UTF8*$!\n"
        write(value, escaped: escaped, into: &out)
        return out + "\n"
    }

    private static func write(_ value: OpenStepValue, escaped: Bool, into out: inout String) {
        let gap = escaped ? " /* c */ " : " "
        if let s = value.stringValue {
            quote(s, escaped: escaped, into: &out)
        } else if let bytes = value.dataValue {
            out += "<"
            for (i, b) in bytes.enumerated() {
                if i > 0, i % 4 == 0 { out += " " }
                out += String(b >> 4, radix: 16) + String(b & 0xF, radix: 16)
            }
            out += ">"
        } else if let elements = value.arrayValue {
            out += "("
            for element in elements {
                write(element, escaped: escaped, into: &out)
                out += "," + gap
            }
            out += ")"
        } else if let entries = value.entries {
            out += "{\n"
            for entry in entries {
                quote(entry.key, escaped: escaped, into: &out)
                out += gap + "=" + gap
                write(entry.value, escaped: escaped, into: &out)
                out += ";\n"
            }
            out += "}"
        }
    }

    private static func quote(_ s: String, escaped: Bool, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case " "..."~": out.unicodeScalars.append(scalar)
            default:
                guard escaped else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        out += "\""
    }

    /// Where two trees differ (kind, text, bytes, keys or order), or `nil`. Locations are not
    /// compared: the text is laid out anew.
    static func difference(_ a: OpenStepValue, _ b: OpenStepValue, path: String) -> String? {
        if let s = a.stringValue {
            return b.stringValue == s ? nil : "\(path): \(SwiftLiteral.string(s)) became \(describe(b))"
        }
        if let d = a.dataValue {
            return b.dataValue == d ? nil : "\(path): data \(d) became \(describe(b))"
        }
        if let elements = a.arrayValue {
            guard let others = b.arrayValue, others.count == elements.count else {
                return "\(path): an array of \(elements.count) became \(describe(b))"
            }
            for (i, (x, y)) in zip(elements, others).enumerated() {
                if let d = difference(x, y, path: "\(path)[\(i)]") { return d }
            }
            return nil
        }
        let entries = a.entries ?? []
        guard let others = b.entries, others.count == entries.count else {
            return "\(path): a dictionary of \(entries.count) became \(describe(b))"
        }
        for (x, y) in zip(entries, others) {
            guard x.key == y.key else { return "\(path): key \(SwiftLiteral.string(x.key)) became \(SwiftLiteral.string(y.key))" }
            if let d = difference(x.value, y.value, path: "\(path).\(x.key)") { return d }
        }
        return nil
    }

    private static func describe(_ v: OpenStepValue) -> String {
        if let s = v.stringValue { return SwiftLiteral.string(s) }
        if let d = v.dataValue { return "data \(d)" }
        if let a = v.arrayValue { return "an array of \(a.count)" }
        return "a dictionary of \(v.entries?.count ?? 0)"
    }
}
