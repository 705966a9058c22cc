/// A fatal syntax error: the document cannot be read past it.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One lower-case sentence without a trailing period, for example
    /// `expected "," or "}" after an object member, found "]"`.
    public var message: String
    /// Where the offending byte is: 1-based line, column in Unicode scalars.
    public var location: SourceLocation

    /// An error with `message` at `location`.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}

/// A key that appears twice in one object. Not fatal: the document is still readable; callers decide.
public struct JSONDuplicateKey: Sendable, Equatable {
    /// The decoded key (escapes resolved).
    public var key: String
    /// Where this (second or later) occurrence's key starts.
    public var location: SourceLocation
    /// Where the first occurrence's key starts.
    public var firstLocation: SourceLocation

    /// A repeat of `key` at `location`, first given at `firstLocation`.
    public init(key: String, location: SourceLocation, firstLocation: SourceLocation) {
        self.key = key
        self.location = location
        self.firstLocation = firstLocation
    }
}
