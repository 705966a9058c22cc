import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckFuzz

/// libFuzzer's entry for the parsers `linkcheck generate swift` writes (issue 15). Built by
/// `make fuzz` with the Swift it generates from fixtures/routes/app.schema.json (`AppLinks`),
/// caseless.schema.json (`CaselessLinks`, no tabs) and the schemas of fixtures/forms, which
/// together use every form of docs/routes.md's "Forms from real routers" (`FormsLinks`,
/// `LastLinks`, `WebLinks`, `CaseLinks`, `SchemesLinks`), not by SwiftPM. The input is a URL's
/// text; when `URL(string:)` takes it, each generated `parse(url)` must give the destination the
/// interpreter gives for `url.absoluteString`, and the generated `url(…)` of it the URL
/// `canonicalURL(for:)` builds. Run from the package root, where the schemas are.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let url = URL(string: text) else { return 0 }
    let absolute = url.absoluteString
    for twin in twins {
        let generated = twin.generated(url)
        let interpreted = GeneratedTwin.interpreted(absolute, schema: twin.schema)
        if verbose {
            // `GENERATED_FUZZ_VERBOSE=1 .build/fuzz/bin/generated SEED...` shows what is compared.
            print("\(absolute.debugDescription) \(twin.file)\n  generated   \(generated)\n  interpreted \(interpreted)")
        }
        // Trapping is how a property failure reaches libFuzzer, which then saves the input.
        if let failure = GeneratedTwin.compare(absolute, schema: twin.file, generated: generated, interpreted: interpreted) {
            fatalError("\(failure)\n  input: \(text.debugDescription)")
        }
    }
    return 0
}

private let verbose = ProcessInfo.processInfo.environment["GENERATED_FUZZ_VERBOSE"] != nil

/// A generated parser and the schema it was made from, loaded once.
private struct Twin: Sendable {
    var file: String
    var schema: RouteSchema
    /// The generated destination as `GeneratedTwin` writes the interpreter's, and the generated URL back.
    var generated: @Sendable (URL) -> (destination: String?, url: String?)

    init(_ path: String, _ generated: @escaping @Sendable (URL) -> (destination: String?, url: String?)) {
        self.file = String(path.split(separator: "/").last ?? "")
        self.schema = load(path)
        self.generated = generated
    }
}

/// For a parser without tabs: its stack as text and its URL back.
private func stack<R>(_ parsed: [R]?, _ back: ([R]) -> URL?) -> (destination: String?, url: String?) {
    guard let parsed else { return (nil, nil) }
    return (GeneratedTwin.text(tab: nil, routes: parsed.map(routeText)), back(parsed)?.absoluteString)
}

private let twins: [Twin] = [
    Twin("fixtures/routes/app.schema.json") { url in
        guard let parsed = AppLinks.parse(url) else { return (nil, nil) }
        return (
            GeneratedTwin.text(tab: parsed.tab.rawValue, routes: parsed.path.map(routeText)),
            AppLinks.url(tab: parsed.tab, path: parsed.path)?.absoluteString
        )
    },
    Twin("fixtures/routes/caseless.schema.json") { stack(CaselessLinks.parse($0), CaselessLinks.url(path:)) },
    Twin("fixtures/forms/forms.schema.json") { stack(FormsLinks.parse($0), FormsLinks.url(path:)) },
    Twin("fixtures/forms/last.schema.json") { stack(LastLinks.parse($0), LastLinks.url(path:)) },
    Twin("fixtures/forms/web.schema.json") { stack(WebLinks.parse($0), WebLinks.url(path:)) },
    Twin("fixtures/forms/case.schema.json") { stack(CaseLinks.parse($0), CaseLinks.url(path:)) },
    Twin("fixtures/forms/schemes.schema.json") { stack(SchemesLinks.parse($0), SchemesLinks.url(path:)) }
]

private func load(_ path: String) -> RouteSchema {
    guard let data = FileManager.default.contents(atPath: path), let schema = SchemaLoader.load(Array(data), file: path).0 else {
        // Not a finding: the harness cannot run at all (started outside the package root).
        FileHandle.standardError.write(Data("generated fuzz target: cannot load \(path); run from the package root\n".utf8))
        exit(2)
    }
    return schema
}

/// A generated route value as `GeneratedTwin` writes the interpreter's: the case name from
/// `Mirror`, and each associated value with its label.
private func routeText(_ route: Any) -> GeneratedTwin.RouteText {
    guard let child = Mirror(reflecting: route).children.first, let name = child.label else {
        return (String(describing: route), [])
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
        return (name, payload.children.map { ($0.label ?? "?", valueText($0.value)) })
    }
    // With one associated value Mirror gives the value without its label; Swift prints it.
    let label = String(describing: route).dropFirst(name.count + 1).prefix { $0 != ":" }
    return (name, [(String(label), valueText(child.value))])
}

private func valueText(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first else { return "nil" }
        return valueText(wrapped.value)
    }
    switch value {
    case let x as Int: return x.description
    case let x as Double: return x.description
    case let x as Bool: return x.description
    case let x as UUID: return x.uuidString
    case let x as String: return x.debugDescription
    case let x as [String: String]: return GeneratedTwin.dictionaryText(x)
    case let x as any RawRepresentable: return (x.rawValue as? String) ?? "?\(x.rawValue)"
    default: return "?\(value)"
    }
}
