/// Reading a property-list file into a document, its problems as diagnostics, and the type
/// checks the Info.plist and entitlements readers share.
extension DiagnosticSink {
    /// Parses `bytes`; a syntax error becomes a `plist-syntax` error and a repeated key a
    /// `duplicate-key` error. `nil` when the file cannot be read as a property list.
    public mutating func parsePlist(_ bytes: [UInt8], limits: InputLimits = .defaults) -> PlistDocument? {
        let document: PlistDocument
        do {
            document = try PlistDocument.parse(bytes, maxDepth: limits.maxDepth)
        } catch {
            self.error(.plistSyntax, error.message, at: error.location)
            return nil
        }
        for dup in document.duplicateKeys {
            self.error(
                .duplicateKey, "duplicate key \(SwiftLiteral.clippedString(dup.key))",
                at: dup.location, notes: ["first given at \(file):\(dup.firstLocation)"])
        }
        return document
    }

    /// The strings of an `<array>` of `<string>`s with their locations, or `nil` after reporting
    /// what is wrong. `what` names the array in messages.
    public mutating func plistStrings(_ value: PlistValue, _ what: String) -> [(String, SourceLocation)]? {
        guard let elements = value.arrayValue else {
            self.error(.wrongType, "\(what) must be an <array> of <string>s, not \(value.typeName)", at: value.location)
            return nil
        }
        var out: [(String, SourceLocation)] = []
        for element in elements {
            guard let s = element.stringValue else {
                self.error(.wrongType, "each of \(what) must be a <string>, not \(element.typeName)", at: element.location)
                return nil
            }
            out.append((s, element.location))
        }
        return out
    }
}
