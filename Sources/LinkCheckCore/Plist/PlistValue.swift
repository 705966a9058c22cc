/// One value of an XML property list, located at the `<` of its element: a view into its
/// document's flat node list, so a deep document is never a deep tree of owned values (whose
/// release would recurse once per level).
public struct PlistValue: Sendable {
    let nodes: [PlistNode]
    let index: Int

    init(nodes: [PlistNode], index: Int) {
        self.nodes = nodes
        self.index = index
    }

    private var node: PlistNode { nodes[index] }

    /// Where the value's element starts (its `<`): 1-based line, column in Unicode scalars.
    public var location: SourceLocation { node.location }

    /// The plist 1.0 value types. Leaf text is checked as it is read, so an `integer` is always a
    /// number and `data` always decoded bytes.
    public enum Content: Sendable {
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        /// As written, in the form `2024-01-31T12:00:00Z` (checked).
        case date(String)
        /// Decoded from base64.
        case data([UInt8])
        case array([PlistValue])
        /// Entries in document order; a key given twice appears twice (and is reported).
        case dictionary([PlistEntry])
    }

    /// The value; for a container, views of its direct children.
    public var content: Content {
        switch node.payload {
        case .string(let s): return .string(s)
        case .integer(let i): return .integer(i)
        case .real(let d): return .real(d)
        case .bool(let b): return .bool(b)
        case .date(let d): return .date(d)
        case .data(let d): return .data(d)
        case .array: return .array(children.map(\.value))
        case .dictionary:
            // The parser places no value in a <dict> without its key.
            return .dictionary(
                children.compactMap { child in
                    child.key.map { PlistEntry(key: $0.text, keyLocation: $0.location, value: child.value) }
                })
        }
    }

    /// The direct children of a container, each with the key it has in a `<dict>`.
    private var children: [(key: PlistNode.Key?, value: PlistValue)] {
        var out: [(PlistNode.Key?, PlistValue)] = []
        var i = index + 1
        while i < node.end {
            out.append((nodes[i].key, PlistValue(nodes: nodes, index: i)))
            i = nodes[i].end
        }
        return out
    }

    /// The text of a `<string>`, references and CDATA resolved, whitespace kept; `nil` for
    /// anything else.
    public var stringValue: String? {
        if case .string(let s) = node.payload { return s }
        return nil
    }

    /// The elements of an array; `nil` for anything else.
    public var arrayValue: [PlistValue]? {
        if case .array = node.payload { return children.map(\.value) }
        return nil
    }

    /// The entries of a dictionary; `nil` for anything else.
    public var entries: [PlistEntry]? {
        if case .dictionary(let d) = content { return d }
        return nil
    }

    /// The last entry with `key` of a dictionary (as Core Foundation keeps the last of a
    /// duplicated key); `nil` when absent or not a dictionary.
    public func entry(_ key: String) -> PlistEntry? {
        entries?.last { $0.key == key }
    }

    /// The value of `entry(key)`: the last entry with `key`; `nil` when absent or not a dictionary.
    public subscript(key: String) -> PlistValue? { entry(key)?.value }

    /// The element name with its article, for messages: `a <string>`, `an <array>`.
    public var typeName: String {
        switch node.payload {
        case .string: return "a <string>"
        case .integer: return "an <integer>"
        case .real: return "a <real>"
        case .bool(let b): return b ? "<true/>" : "<false/>"
        case .date: return "a <date>"
        case .data: return "a <data>"
        case .array: return "an <array>"
        case .dictionary: return "a <dict>"
        }
    }
}

/// A `<key>` of a `<dict>` and the value after it.
public struct PlistEntry: Sendable {
    /// The text of the `<key>`.
    public var key: String
    /// Where the `<key>` element starts.
    public var keyLocation: SourceLocation
    /// The value after the key.
    public var value: PlistValue
}
