import LinkCheckCore

extension FuzzTargets {
    /// The old-style property-list reader of `project.pbxproj`: an error is located inside the
    /// input; every key and value of a document it accepts is inside it, each after the one
    /// before; and the document written back out by `OpenStepWriter` (raw, then with escapes and
    /// comments) reads back as the same tree.
    public static func pbxproj(_ bytes: [UInt8]) -> FuzzFailure? {
        let bounds = TextBounds(bytes)
        let document: OpenStepDocument
        do {
            document = try OpenStepDocument.parse(bytes)
        } catch {
            return bounds.check(error.location, "pbxproj-error-location", "the syntax error")
        }
        if let failure = locations(document.root, bounds) { return failure }
        for escaped in [false, true] {
            let text = OpenStepWriter.write(document.root, escaped: escaped)
            let again: OpenStepDocument
            do {
                again = try OpenStepDocument.parse(Array(text.utf8))
            } catch {
                return FuzzFailure(
                    "pbxproj-round-trip",
                    "written back out (escaped: \(escaped)), the document is "
                        + "rejected: \(error)\n\(text)")
            }
            if let difference = OpenStepWriter.difference(document.root, again.root, path: "$") {
                return FuzzFailure("pbxproj-round-trip", "written back out (escaped: \(escaped)), \(difference)\n\(text)")
            }
        }
        return nil
    }

    /// Every location inside the input and after the previous one, in document order (a key
    /// before its value).
    private static func locations(_ root: OpenStepValue, _ bounds: TextBounds) -> FuzzFailure? {
        var previous = SourceLocation(line: 0, column: 0)
        func next(_ location: SourceLocation, _ what: String) -> FuzzFailure? {
            if let failure = bounds.check(location, "pbxproj-location", what) { return failure }
            guard previous < location else {
                return FuzzFailure("pbxproj-location", "\(what) at \(location) is not after \(previous)")
            }
            previous = location
            return nil
        }
        // Depth-first in document order, with an explicit stack (as deep as the reader allows).
        var pending: [(key: (String, SourceLocation)?, value: OpenStepValue)] = [(nil, root)]
        while let (key, value) = pending.popLast() {
            if let key, let failure = next(key.1, "the key \(SwiftLiteral.clippedString(key.0))") { return failure }
            if let failure = next(value.location, value.typeName) { return failure }
            if let elements = value.arrayValue {
                pending += elements.reversed().map { (nil, $0) }
            } else if let entries = value.entries {
                pending += entries.reversed().map { (($0.key, $0.keyLocation), $0.value) }
            }
        }
        return nil
    }
}
