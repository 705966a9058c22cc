import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// A plain RFC 8259 reader to check `JSONDocument.parse` against, with the reader's documented
/// choices: a leading UTF-8 byte order mark is skipped, nesting deeper than
/// `JSONLimits().maxDepth` is refused, duplicate keys are kept, lone surrogates are refused.
/// Recursive descent, written for clarity rather than speed.
enum JSONReference {
    indirect enum Value {
        case null
        case bool(Bool)
        /// The text as written.
        case number(String)
        /// Decoded UTF-8.
        case string([UInt8])
        case array([Value])
        case object([(key: [UInt8], value: Value)])
    }

    /// The document's value, or `nil` when RFC 8259 (with the choices above) refuses it.
    static func parse(_ bytes: [UInt8]) -> Value? {
        var reader = Reader(bytes: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes)
        // Non-ASCII bytes can only appear inside strings, so this is the strings' UTF-8 check.
        guard String(validating: reader.bytes, as: UTF8.self) != nil, let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.at == reader.bytes.count ? value : nil
    }

    struct Reader {
        let bytes: [UInt8]
        var at = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var next: UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func skipSpace() {
            while let c = next, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { at += 1 }
        }

        mutating func take(_ c: UInt8) -> Bool {
            guard next == c else { return false }
            at += 1
            return true
        }

        mutating func value(depth: Int) -> Value? {
            skipSpace()
            switch next {
            case UInt8(ascii: "{"):
                guard depth < JSONLimits().maxDepth else { return nil }
                at += 1
                var members: [(key: [UInt8], value: Value)] = []
                skipSpace()
                if take(UInt8(ascii: "}")) { return .object(members) }
                repeat {
                    skipSpace()
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard take(UInt8(ascii: ":")), let value = value(depth: depth + 1) else { return nil }
                    members.append((key, value))
                    skipSpace()
                } while take(UInt8(ascii: ","))
                return take(UInt8(ascii: "}")) ? .object(members) : nil
            case UInt8(ascii: "["):
                guard depth < JSONLimits().maxDepth else { return nil }
                at += 1
                var elements: [Value] = []
                skipSpace()
                if take(UInt8(ascii: "]")) { return .array(elements) }
                repeat {
                    guard let element = value(depth: depth + 1) else { return nil }
                    elements.append(element)
                    skipSpace()
                } while take(UInt8(ascii: ","))
                return take(UInt8(ascii: "]")) ? .array(elements) : nil
            case UInt8(ascii: "\""):
                return string().map(Value.string)
            case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            default: return number()
            }
        }

        mutating func word(_ w: String) -> Bool {
            guard bytes[at...].starts(with: w.utf8) else { return false }
            at += w.utf8.count
            return true
        }

        /// -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
        mutating func number() -> Value? {
            let start = at
            func digits(_ r: inout Reader) -> Int {
                let from = r.at
                while let c = r.next, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { r.at += 1 }
                return r.at - from
            }
            _ = take(UInt8(ascii: "-"))
            if take(UInt8(ascii: "0")) {
                // No leading zeros: a digit may not follow.
            } else if digits(&self) == 0 {
                return nil
            }
            if take(UInt8(ascii: ".")), digits(&self) == 0 { return nil }
            if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
                if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
                if digits(&self) == 0 { return nil }
            }
            return .number(String(decoding: bytes[start..<at], as: UTF8.self))
        }

        /// A string literal's decoded bytes.
        mutating func string() -> [UInt8]? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var out: [UInt8] = []
            while let c = next {
                at += 1
                switch c {
                case UInt8(ascii: "\""): return out
                case UInt8(ascii: "\\"):
                    guard let e = next else { return nil }
                    at += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        guard var scalar = hex4() else { return nil }
                        if scalar >= 0xD800, scalar < 0xDC00 {
                            guard word("\\u"), let low = hex4(), low >= 0xDC00, low < 0xE000 else { return nil }
                            scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                        }
                        guard let s = Unicode.Scalar(scalar) else { return nil }  // a lone low surrogate
                        out.append(contentsOf: String(s).utf8)
                    default: return nil
                    }
                case 0..<0x20: return nil
                default: out.append(c)
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard at + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for c in bytes[at..<at + 4] {
                guard let d = Character(Unicode.Scalar(c)).hexDigitValue else { return nil }
                value = value << 4 | UInt32(d)
            }
            at += 4
            return value
        }
    }
}
