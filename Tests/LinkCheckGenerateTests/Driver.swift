import LinkCheckRoutes

/// The `main.swift` of the differential program: reads `index<TAB>url` lines and prints, for each,
/// `absoluteString<TAB>destination<TAB>url(tab:path:)` or `-` when `URL(string:)` refuses the text.
/// Destinations are printed as `DifferentialTests.canonical` prints the interpreter's.
enum Driver {
    static func source(_ subjects: [DifferentialTests.Subject]) -> String {
        var out = """
            import Foundation

            func value(_ v: Any) -> String {
                let mirror = Mirror(reflecting: v)
                if mirror.displayStyle == .optional { return mirror.children.first.map { value($0.value) } ?? "nil" }
                if let u = v as? UUID { return u.uuidString }
                if let s = v as? String { return s.debugDescription }
                if let d = v as? [String: String] {
                    return "[" + d.sorted { $0.key < $1.key }.map { "\\($0.key.debugDescription): \\($0.value.debugDescription)" }.joined(separator: ", ") + "]"
                }
                if let r = v as? any RawRepresentable, let raw = r.rawValue as? String { return raw.debugDescription }
                return String(describing: v)
            }

            func route(_ r: Any) -> String {
                guard let payload = Mirror(reflecting: r).children.first else { return String(describing: r) }
                let values = Mirror(reflecting: payload.value)
                if values.displayStyle == .tuple {
                    return (payload.label ?? "?") + "(" + values.children.map { value($0.value) }.joined(separator: ", ") + ")"
                }
                return (payload.label ?? "?") + "(" + value(payload.value) + ")"
            }

            func tab(_ t: Any) -> String {
                (t as? any RawRepresentable).flatMap { $0.rawValue as? String } ?? "?"
            }

            while let line = readLine(strippingNewline: true) {
                guard let tabIndex = line.firstIndex(of: "\\t"), let n = Int(line[..<tabIndex]) else { print("bad line"); continue }
                let text = String(line[line.index(after: tabIndex)...])
                guard let url = URL(string: text) else { print("-"); continue }
                var destination = "nil", back = "-"
                switch n {

            """
        for (n, subject) in subjects.enumerated() {
            out += "    case \(n):\n"
            if subject.schema.tabs != nil {
                out += """
                            if let d = S\(n)Links.parse(url) {
                                destination = tab(d.tab) + "|" + d.path.map(route).joined(separator: " ")
                                back = S\(n)Links.url(tab: d.tab, path: d.path)?.absoluteString ?? "-"
                            }

                    """
            } else {
                out += """
                            if let d = S\(n)Links.parse(url) {
                                destination = "-|" + d.map(route).joined(separator: " ")
                                back = S\(n)Links.url(path: d)?.absoluteString ?? "-"
                            }

                    """
            }
        }
        out += """
                default:
                    break
                }
                print(url.absoluteString + "\\t" + destination + "\\t" + back)
            }

            """
        return out
    }
}
