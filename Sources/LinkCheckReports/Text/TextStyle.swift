import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// ANSI styling, decided once by the CLI. Meaning never depends on it: every colored mark is also
/// a character (`-`, `+`, `error:`).
public struct TextStyle: Sendable {
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    public static let plain = TextStyle(color: false)

    func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func red(_ s: String) -> String { paint(s, "31") }
    public func green(_ s: String) -> String { paint(s, "32") }
    public func yellow(_ s: String) -> String { paint(s, "33") }
    public func bold(_ s: String) -> String { paint(s, "1") }
    public func dim(_ s: String) -> String { paint(s, "2") }
}
