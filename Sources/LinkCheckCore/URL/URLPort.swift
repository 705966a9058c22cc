/// What a URL's port digits (RFC 3986 `port = *DIGIT`) stand for. Read as Foundation's
/// `URLComponents.port` reads them, since that is what an app's link parser sees: `Int(_:)` of
/// the digits, so leading zeros do not count and a number past `Int.max` is no number.
public enum URLPort: Sendable, Hashable {
    /// No digits after the `:` (`https://miapp.com:/x`): no port (RFC 3986 §3.2.3).
    case empty
    /// The digits' value: `0443` is 443, `000` is 0.
    case number(Int)
    /// Past `Int.max` (`:99999999999999999999`). `URLComponents.port` is then `nil`, yet no
    /// connection can be made to it, and `URL(string:)` refuses the whole URL.
    case tooLarge

    /// `digits` are ASCII digits, as `URLParts` guarantees of a port; any length is read without
    /// overflow.
    public init<Digits: Collection<UInt8>>(digits: Digits) {
        guard !digits.isEmpty else {
            self = .empty
            return
        }
        var value = 0
        for digit in digits.drop(while: { $0 == UInt8(ascii: "0") }) {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(digit &- UInt8(ascii: "0")))
            guard !o1, !o2 else {
                self = .tooLarge
                return
            }
            value = sum
        }
        self = .number(value)
    }

    /// `URLComponents.port`: the number, or `nil` for an empty or too large port.
    public var foundationValue: Int? {
        if case .number(let n) = self { return n }
        return nil
    }
}

extension URLParts {
    /// The port as `URLComponents` reads it; `nil` when the authority has no `:`.
    public var portNumber: URLPort? { port.map { URLPort(digits: $0.utf8) } }
}
