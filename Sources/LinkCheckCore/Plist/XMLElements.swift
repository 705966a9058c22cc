/// The elements of an XML document whose data is in attributes (an Xcode scheme), each with the
/// names of the elements it is inside, read with the property-list reader's scanner.
public struct XMLElement: Sendable, Equatable {
    /// The element's name, as written.
    public var name: String
    /// The names of the elements it is inside, outermost first.
    public var ancestors: [String]
    /// Its attributes in order, values with the predefined entities resolved.
    public var attributes: [String: String]
    /// Where its `<` is.
    public var location: SourceLocation

    /// Every element in document order, or the first syntax error. Nesting past `maxDepth` is
    /// an error, so a hostile file costs no more than its size.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = InputLimits.defaults.maxDepth) throws(PlistSyntaxError) -> [XMLElement] {
        var scanner = XMLScanner(source: try XMLSource(bytes))
        scanner.keepsAttributes = true
        var open: [String] = []
        var out: [XMLElement] = []
        while true {
            switch try scanner.next() {
            case .start(let name, let selfClosing, let offset):
                var attributes: [String: String] = [:]
                for (key, value) in scanner.attributes where attributes[key] == nil { attributes[key] = value }
                out.append(XMLElement(name: name, ancestors: open, attributes: attributes, location: scanner.location(offset)))
                if !selfClosing {
                    guard open.count < maxDepth else { throw scanner.fail("elements nest deeper than \(maxDepth)", at: offset) }
                    open.append(name)
                }
            case .end(let name, let offset):
                guard open.last == name else {
                    throw scanner.fail(
                        open.last.map { "</\(name)> closes <\($0)>" } ?? "</\(name)> closes no open element", at: offset)
                }
                open.removeLast()
            case .text, .doctype:
                continue
            case .endOfFile(let offset):
                if let last = open.last { throw scanner.fail("<\(last)> is not closed at end of file", at: offset) }
                return out
            }
        }
    }
}
