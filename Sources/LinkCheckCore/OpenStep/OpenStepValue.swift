/// One value of an old-style property list, located at its first character (`{`, `(`, `<`, a
/// quote or the first letter of an unquoted string): a view into its document, cheap to copy.
public struct OpenStepValue: Sendable {
    let storage: OpenStepStorage
    let index: Int

    init(storage: OpenStepStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    private var node: OpenStepNode { storage.nodes[index] }

    /// Where the value starts: 1-based line, column in Unicode scalars.
    public var location: SourceLocation { node.location }

    /// The text of a quoted or unquoted string, escapes resolved; `nil` for anything else. The
    /// format has no numbers: `objectVersion = 52` is the string `"52"`.
    public var stringValue: String? {
        if case .string(let s) = node.payload { return s }
        return nil
    }

    /// The bytes of `<hex data>`; `nil` for anything else.
    public var dataValue: [UInt8]? {
        if case .data(let d) = node.payload { return d }
        return nil
    }

    /// The elements of an array, in file order; `nil` for anything else.
    public var arrayValue: [OpenStepValue]? {
        guard case .array = node.payload else { return nil }
        return children.map { OpenStepValue(storage: storage, index: $0) }
    }

    /// The entries of a dictionary in file order, a repeated key as often as it is written;
    /// `nil` for anything else.
    public var entries: [(key: String, keyLocation: SourceLocation, value: OpenStepValue)]? {
        guard case .dictionary = node.payload else { return nil }
        let nodes = storage.nodes
        // The parser places no value in a dictionary without its key.
        return children.compactMap { i in
            nodes[i].key.map { ($0, nodes[i].keyLocation, OpenStepValue(storage: storage, index: i)) }
        }
    }

    /// The value of the first entry with `key` in a dictionary (a pbxproj writes each key once);
    /// `nil` when absent or not a dictionary.
    public subscript(key: String) -> OpenStepValue? {
        guard case .dictionary = node.payload else { return nil }
        if let table = storage.indexes[index] {
            return table[key].map { OpenStepValue(storage: storage, index: $0) }
        }
        let nodes = storage.nodes
        var i = index + 1
        while i < nodes[index].end {
            if nodes[i].key == key { return OpenStepValue(storage: storage, index: i) }
            i = nodes[i].end
        }
        return nil
    }

    /// The kind of value with its article, for messages: `a string`, `an array`, `a dictionary`,
    /// `data`.
    public var typeName: String {
        switch node.payload {
        case .string: return "a string"
        case .data: return "data"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        }
    }

    /// Node indexes of the direct children of a container.
    private var children: [Int] {
        let nodes = storage.nodes
        var out: [Int] = []
        var i = index + 1
        while i < nodes[index].end {
            out.append(i)
            i = nodes[i].end
        }
        return out
    }
}
