/// A position in a text file. Both fields are 1-based; `column` counts Unicode scalars, not bytes,
/// so it agrees with what an editor shows for non-ASCII lines.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// A position; both values are 1-based, `column` in Unicode scalars.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Earlier in the file: by line, then by column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `line:column`, as it follows the file name in `routes.json:12:5`.
    public var description: String { "\(line):\(column)" }
}
