import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `--max-file-size`, `--max-depth` and `--max-url-length`, read into `InputLimits`.
enum LimitOptions {
    struct Invalid: Error {
        var message: String
    }

    static func limits(_ args: ParsedArguments, defaults: InputLimits) -> Result<InputLimits, Invalid> {
        var limits = defaults
        do {
            if let text = args.value("max-file-size") { limits.maxFileSize = try size(text, option: "max-file-size") }
            if let text = args.value("max-depth") { limits.maxDepth = try count(text, option: "max-depth") }
            if let text = args.value("max-url-length") { limits.maxURLLength = try size(text, option: "max-url-length") }
        } catch let error as Invalid {
            return .failure(error)
        } catch {
            return .failure(Invalid(message: "\(error)"))
        }
        return .success(limits)
    }

    /// A URL given on the command line (`resolve`'s, `--url`) over the limit: a usage error, as
    /// there is no file to point at.
    static func urlTooLong(_ args: ParsedArguments, limits: InputLimits) -> Invalid? {
        let given = (args.command == "resolve" ? args.positionals : []) + args.values("url")
        for url in given {
            if let why = limits.urlTooLong(url) { return Invalid(message: "a URL given on the command line: \(why)") }
        }
        return nil
    }

    /// A positive whole number.
    static func count(_ text: String, option: String) throws -> Int {
        guard let n = Int(text), n > 0 else {
            throw Invalid(message: "--\(option) takes a positive whole number, not \(SwiftLiteral.string(text))")
        }
        return n
    }

    /// A positive number of bytes, optionally with K, M or G (binary multiples: 64K is 65536).
    static func size(_ text: String, option: String) throws -> Int {
        let shifts: [Character: Int] = ["K": 10, "k": 10, "M": 20, "m": 20, "G": 30, "g": 30]
        var digits = Substring(text)
        var shift = 0
        if let last = digits.last, let s = shifts[last] {
            shift = s
            digits = digits.dropLast()
        }
        guard let n = Int(digits), n > 0, n <= Int.max >> shift else {
            throw Invalid(message: "--\(option) takes a size in bytes such as 65536, 64K or 256M, not \(SwiftLiteral.string(text))")
        }
        return n << shift
    }
}
