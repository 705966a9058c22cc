/// A property a fuzz target found violated: which one, and the values that show it.
public struct FuzzFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Short and stable, for example `json-round-trip`.
    public var property: String
    public var detail: String

    public init(_ property: String, _ detail: String) {
        self.property = property
        self.detail = detail
    }

    public var description: String { "\(property): \(detail)" }
}
