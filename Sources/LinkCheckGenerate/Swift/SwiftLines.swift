/// Layout of generated statements, so that they read as a person would write them.
enum SwiftLines {
    /// Lines this long or shorter stay whole.
    static let width = 120

    /// `if a, b, c {` on one line when it fits, else one condition a line under the `if`.
    static func condition(_ conditions: [String], indent: String = "") -> [String] {
        let single = indent + "if " + conditions.joined(separator: ", ") + " {"
        if single.count <= width { return [single] }
        var lines: [String] = []
        for (k, condition) in conditions.enumerated() {
            let lead = k == 0 ? indent + "if " : indent + "   "
            lines.append(lead + condition + (k == conditions.count - 1 ? " {" : ","))
        }
        return lines
    }
}
