import LinkCheckCore

/// One associated value of a route, as the app's Swift code would hold it.
public enum Value: Sendable, Hashable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case uuid(UUIDValue)
    case string(String)
    /// A member of an enumeration type, by its raw value.
    case enumCase(String)
    /// A `query` parameter: every query item that has `=`, by key (`"$queryItems"`).
    case query([String: String])
    /// An optional parameter without a value.
    case none

    /// Doubles compare with `==`, except that NaN equals NaN: a table that expects `nan` means it.
    public static func == (a: Value, b: Value) -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): return x == y
        case let (.double(x), .double(y)): return x == y || (x.isNaN && y.isNaN)
        case let (.bool(x), .bool(y)): return x == y
        case let (.uuid(x), .uuid(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.enumCase(x), .enumCase(y)): return x == y
        case let (.query(x), .query(y)): return x == y
        case (.none, .none): return true
        default: return false
        }
    }

    /// Consistent with `==`: every NaN hashes alike, and so do `0.0` and `-0.0`.
    public func hash(into h: inout Hasher) {
        switch self {
        case .int(let x): h.combine(0); h.combine(x)
        case .double(let x): h.combine(1); h.combine(x.isNaN ? Double.nan.bitPattern : (x == 0 ? 0 : x.bitPattern))
        case .bool(let x): h.combine(2); h.combine(x)
        case .uuid(let x): h.combine(3); h.combine(x)
        case .string(let x): h.combine(4); h.combine(x)
        case .enumCase(let x): h.combine(5); h.combine(x)
        case .none: h.combine(6)
        case .query(let x): h.combine(7); h.combine(x)
        }
    }
}
