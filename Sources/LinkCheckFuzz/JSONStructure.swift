import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// Structural comparison of parsed JSON, for the round-trip property.
enum JSONStructure {
    /// Where `a` and `b` first differ (kinds, booleans, numbers, strings byte for byte, member
    /// keys in order), or `nil`. Integers compare by value, since `JSONOutput` writes `-0` as `0`;
    /// other numbers by their text. `path` names the place, `$.a[2]`.
    static func difference(_ a: JSONValue, _ b: JSONValue, path: String) -> String? {
        guard a.kind == b.kind else { return "\(path) was \(a.typeName), is \(b.typeName)" }
        switch a.kind {
        case .null:
            return nil
        case .bool:
            return a.boolValue == b.boolValue ? nil : "\(path) changed from \(describe(a.boolValue))"
        case .number:
            if let x = a.intValue, let y = b.intValue { return x == y ? nil : "\(path) changed from \(x) to \(y)" }
            return a.numberText == b.numberText
                ? nil
                : "\(path) changed from \(describe(a.numberText)) to \(describe(b.numberText))"
        case .string:
            return same(a.stringValue, b.stringValue)
                ? nil
                : "\(path) changed from \(describe(a.stringValue)) to \(describe(b.stringValue))"
        case .array:
            guard a.count == b.count else { return "\(path) had \(a.count) elements, has \(b.count)" }
            for (n, (x, y)) in zip(a.elements, b.elements).enumerated() {
                if let d = difference(x, y, path: "\(path)[\(n)]") { return d }
            }
            return nil
        case .object:
            guard a.count == b.count else { return "\(path) had \(a.count) members, has \(b.count)" }
            for (x, y) in zip(a.members, b.members) {
                guard same(x.key, y.key) else { return "\(path) key \(describe(x.key)) became \(describe(y.key))" }
                if let d = difference(x.value, y.value, path: "\(path).\(x.key)") { return d }
            }
            return nil
        }
    }

    /// Where the reference's reading `r` and the reader's `v` first differ, as `difference` compares
    /// (numbers by their text here: both come from the same input).
    static func difference(_ r: JSONReference.Value, _ v: JSONValue, path: String) -> String? {
        switch (r, v.kind) {
        case (.null, .null):
            return nil
        case (.bool(let b), .bool):
            return v.boolValue == b ? nil : "\(path) is \(b) for the reference"
        case (.number(let text), .number):
            return v.numberText == text ? nil : "\(path) is \(text) for the reference, \(describe(v.numberText)) for the reader"
        case (.string(let bytes), .string):
            return v.stringValue.map { $0.utf8.elementsEqual(bytes) } == true
                ? nil
                : "\(path) is \(String(reflecting: String(decoding: bytes, as: UTF8.self))) for the reference, "
                    + "\(describe(v.stringValue)) for the reader"
        case (.array(let elements), .array):
            guard elements.count == v.count else { return "\(path) has \(elements.count) elements for the reference" }
            for (n, (x, y)) in zip(elements, v.elements).enumerated() {
                if let d = difference(x, y, path: "\(path)[\(n)]") { return d }
            }
            return nil
        case (.object(let members), .object):
            guard members.count == v.count else { return "\(path) has \(members.count) members for the reference" }
            for (x, y) in zip(members, v.members) {
                guard y.key.utf8.elementsEqual(x.key) else {
                    return "\(path) key \(describe(y.key)) is \(String(decoding: x.key, as: UTF8.self)) for the reference"
                }
                if let d = difference(x.value, y.value, path: "\(path).\(y.key)") { return d }
            }
            return nil
        default:
            return "\(path) is \(v.typeName) for the reader but not for the reference"
        }
    }

    /// The first value or key whose location lies outside the input.
    static func locations(_ value: JSONValue, _ bounds: TextBounds) -> FuzzFailure? {
        if let failure = bounds.check(value.location, "json-value-location", value.typeName) { return failure }
        if value.kind == .array {
            for element in value.elements {
                if let failure = locations(element, bounds) { return failure }
            }
        }
        if value.kind == .object {
            for member in value.members {
                if let failure = bounds.check(member.keyLocation, "json-key-location", "key")
                    ?? locations(member.value, bounds)
                {
                    return failure
                }
            }
        }
        return nil
    }

    /// Swift's `==` on strings is canonical equivalence; the round trip must keep the very bytes.
    private static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case let (x?, y?): return x.utf8.elementsEqual(y.utf8)
        case (nil, nil): return true
        default: return false
        }
    }

    private static func describe<T>(_ value: T?) -> String {
        value.map { String(reflecting: $0) } ?? "nil"
    }
}
