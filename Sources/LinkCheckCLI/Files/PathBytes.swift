import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// File names are bytes, not text: Linux lets a name hold any byte but `/` and NUL, and Swift's
/// `CommandLine.arguments` replaces bytes that are not UTF-8 with U+FFFD, so `t\xff.json` would
/// open `t\u{FFFD}.json`, another file. linkcheck keeps paths as `String`s everywhere, and this
/// codec makes that lossless: each byte that is not part of valid UTF-8 becomes one scalar of a
/// private-use block (U+10FE80 + byte − 0x80) and goes back to that byte at the system call.
/// A name that really contains a scalar of that block is escaped byte by byte too, so decoding
/// and encoding are exact inverses for every byte string.
enum PathBytes {
    /// Scalars U+10FE80...U+10FEFF stand for the bytes 0x80...0xFF.
    static let escapeBase: UInt32 = 0x10FE00

    static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        (escapeBase + 0x80...escapeBase + 0xFF).contains(scalar.value)
    }

    /// Whether `path` holds an escaped byte; a byte scan first, as only 0xF4 leads the block.
    static func hasEscape(_ path: String) -> Bool {
        path.utf8.contains(0xF4) && path.unicodeScalars.contains(where: isEscape)
    }

    /// The string for an argument, an environment value or a name from the file system.
    static func decode<C: Collection<UInt8>>(_ bytes: C) -> String {
        let bytes = Array(bytes)
        // Nearly every name is valid UTF-8 with no scalar of the escape block (whose lead byte is
        // 0xF4): it is its own text, decoded in one pass rather than a scalar at a time (start-up
        // decodes every environment variable and every real path).
        if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) { return text }
        return decodeByScalars(bytes)
    }

    /// `decode` a scalar at a time: the reference its fast path must agree with, and the path
    /// for names holding invalid UTF-8 or the escape block.
    static func decodeByScalars(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            if let (scalar, width) = scalar(in: bytes, at: i), !isEscape(scalar) {
                scalars.append(scalar)
                i += width
                continue
            }
            // An invalid byte, or a valid scalar of the escape block: escape its bytes one by one.
            let width = scalar(in: bytes, at: i)?.width ?? 1
            for byte in bytes[i..<i + width] {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}")
            }
            i += width
        }
        return String(scalars)
    }

    /// A NUL-terminated C string, as `argv` and `environ` hold them.
    static func decode(cString: UnsafePointer<CChar>) -> String {
        var count = 0
        while cString[count] != 0 { count += 1 }
        return cString.withMemoryRebound(to: UInt8.self, capacity: count) {
            decode(UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// The bytes the system call must see.
    static func encode(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if isEscape(scalar) {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with `path` as the C string the system expects.
    static func withCString<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
        guard hasEscape(path) else { return path.withCString(body) }
        var bytes = encode(path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return "".withCString(body) }
            return body(base)
        }
    }

    /// A name for messages: as it is when it is text; quoted with `\xFF` for each byte that is
    /// not UTF-8 otherwise (`QuotedPath` reads that back), so two different names never read the
    /// same. A name that is text but begins with `"` is quoted too: every name shown beginning
    /// with `"` is then the quoted form, and reads back to one file.
    static func display(_ path: String) -> String {
        guard hasEscape(path) || path.utf8.first == UInt8(ascii: "\"") else { return path }
        var out = ""
        for scalar in path.unicodeScalars {
            if isEscape(scalar) {
                let hex = String(scalar.value - escapeBase, radix: 16, uppercase: true)
                out += "\\x" + hex
            } else {
                out += SwiftLiteral.string(String(scalar)).dropFirst().dropLast()
            }
        }
        return "\"" + out + "\""
    }

    /// The scalar encoded at `i` and its length in bytes, when valid UTF-8 starts there.
    private static func scalar(in bytes: [UInt8], at i: Int) -> (Unicode.Scalar, width: Int)? {
        let lead = bytes[i]
        let width: Int
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: width = 2
        case 0xE0...0xEF: width = 3
        case 0xF0...0xF4: width = 4
        default: return nil
        }
        guard i + width <= bytes.count else { return nil }
        var decoder = UTF8()
        var iterator = bytes[i..<i + width].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), UTF8.width(scalar) == width else { return nil }
        return (scalar, width)
    }
}
