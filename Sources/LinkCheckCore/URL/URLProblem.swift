/// Why a string is not an absolute URI. `offset` counts Unicode scalars from the start, 0-based.
public struct URLProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong; `description` words it.
    public enum Kind: Sendable, Hashable {
        case empty
        case noScheme
        case badScheme
        case invalidCharacter(Unicode.Scalar)
        case malformedPercentEscape
        case badPort
        case badHost
        /// Longer than `limit` bytes.
        case tooLong(limit: Int)
    }

    /// What is wrong.
    public var kind: Kind
    /// Unicode scalars before the offending character (0-based); `description` shows it 1-based.
    public var offset: Int

    /// A problem of `kind` at `offset`, in Unicode scalars from the start, 0-based.
    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// One lower-case sentence naming the 1-based character:
    /// `a space at character 20 is not allowed in a URL; write it as %20`.
    public var description: String {
        let place = "at character \(offset + 1)"
        switch kind {
        case .empty:
            return "the URL is empty"
        case .noScheme:
            return "there is no scheme (such as \"https:\"), so it is not an absolute URL"
        case .badScheme:
            return "the scheme has a character \(place) that a scheme cannot contain"
        case .invalidCharacter(let scalar):
            let encoded = String(scalar).utf8.map { "%" + hex2($0) }.joined()
            return "\(Self.describe(scalar)) \(place) is not allowed in a URL; write it as \(encoded)"
        case .malformedPercentEscape:
            return "\"%\" \(place) is not followed by two hexadecimal digits"
        case .badPort:
            return "the port \(place) is not a number"
        case .badHost:
            return "the host \(place) is malformed"
        case .tooLong(let limit):
            return "the URL is longer than \(limit) bytes"
        }
    }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case " ": return "a space"
        case "\t": return "a tab"
        case "\n", "\r": return "a line break"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                return "the control character U+\(hex4(scalar.value))"
            }
            if scalar.value >= 0x80 {
                return "the non-ASCII character \"\(Character(scalar))\" (U+\(hex4(scalar.value)))"
            }
            return "\"\(Character(scalar))\""
        }
    }

    private func hex2(_ b: UInt8) -> String {
        let s = String(b, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }

    private static func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}
