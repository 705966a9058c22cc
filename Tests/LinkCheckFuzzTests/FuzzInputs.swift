import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckFuzz
import LinkCheckTestSupport
import Testing

/// One input for one fuzz target, named by where it came from.
struct FuzzInput: Sendable, CustomTestStringConvertible {
    var target: String
    var name: String
    var bytes: [UInt8]

    var testDescription: String { "\(target): \(name)" }

    static let root: String = {
        // Tests/LinkCheckFuzzTests/FuzzInputs.swift → the package root.
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let vectors = SharedVectors.all.path

    /// `fixtures/fuzz/<target>/<name>`: every input that once failed, and hand-picked tricky ones.
    static func saved() -> [FuzzInput] {
        files(under: root + "/fixtures/fuzz").map { path in
            let target = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
            return FuzzInput(target: target, name: relative(path), bytes: read(path))
        }
    }

    /// Every file under `folder` through the JSON and AASA targets, every Xcode project through the
    /// pbxproj target, every xcconfig through the xcconfig target, every case table joined to the
    /// schema it names through the routes target
    /// and its URLs through the URL target, as `make fuzz` seeds them.
    static func seeds(under folder: String) -> [FuzzInput] {
        var inputs: [FuzzInput] = []
        for path in files(under: folder) where !path.contains("/fixtures/fuzz/") {
            let bytes = read(path)
            inputs.append(FuzzInput(target: "json", name: relative(path), bytes: bytes))
            inputs.append(FuzzInput(target: "aasa", name: relative(path), bytes: bytes))
            if path.hasSuffix(".pbxproj") {
                inputs.append(FuzzInput(target: "pbxproj", name: relative(path), bytes: bytes))
            }
            if path.hasSuffix(".xcconfig") {
                inputs.append(FuzzInput(target: "xcconfig", name: relative(path), bytes: bytes))
            }
            guard path.hasSuffix(".cases.json") else { continue }
            if let schema = schemaBytes(table: bytes, path: path) {
                inputs.append(FuzzInput(target: "routes", name: relative(path), bytes: schema + [0] + bytes))
            }
            if let table = TableLoader.open(bytes, file: path).table {
                inputs += TableLoader.caseURLs(of: table).urls.map {
                    FuzzInput(target: "url", name: "\(relative(path)):\($0.location) \($0.url)", bytes: Array($0.url.utf8))
                }
            }
        }
        return inputs
    }

    /// `vectors/aasa/match.json` and `broken.json`: each case's file and URL (`file NUL url`), and
    /// each broken file's text, through the AASA target.
    static func aasaVectorCases() -> [FuzzInput] {
        var inputs: [FuzzInput] = []
        for list in ["match.json", "broken.json"] {
            guard let document = try? JSONDocument.parse(read(vectors + "/aasa/" + list)) else { continue }
            for (n, entry) in document.root.elements.enumerated() {
                var bytes: [UInt8]
                if let text = entry["file_text"]?.stringValue {
                    bytes = Array(text.utf8)
                } else if let file = entry["aasa"] {
                    bytes = Array(file.output.render(pretty: true).utf8)
                } else {
                    continue
                }
                if let url = entry["url"]?.stringValue { bytes += [0] + Array(url.utf8) }
                inputs.append(FuzzInput(target: "aasa", name: "\(list)[\(n)]", bytes: bytes))
            }
        }
        return inputs
    }

    /// The target's verdict; an unknown target is a failure, so a misnamed folder can't pass.
    static func run(_ input: FuzzInput) -> FuzzFailure? {
        guard let target = FuzzTargets.all.first(where: { $0.name == input.target }) else {
            return FuzzFailure("unknown-target", "no fuzz target is named \(input.target)")
        }
        return target.run(input.bytes)
    }

    private static func schemaBytes(table: [UInt8], path: String) -> [UInt8]? {
        guard let reference = TableLoader.open(table, file: path).table?.schemaReference else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        return FileManager.default.contents(atPath: folder + "/" + reference.path).map { Array($0) }
    }

    private static func files(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        for case let name as String in walker {
            var isFolder: ObjCBool = false
            let path = folder + "/" + name
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    private static func read(_ path: String) -> [UInt8] {
        FileManager.default.contents(atPath: path).map { Array($0) } ?? []
    }

    private static func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
