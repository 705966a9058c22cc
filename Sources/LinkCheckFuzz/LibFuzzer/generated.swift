import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckFuzz

/// libFuzzer's entry for the parsers `linkcheck generate swift` writes (issue 15). Built by
/// `make fuzz` with the Swift it generates from fixtures/routes/app.schema.json (`AppLinks`),
/// caseless.schema.json (`CaselessLinks`, no tabs) and fixtures/forms/forms.schema.json
/// (`FormsLinks`: ignored captures, query conditions), not by SwiftPM. The input is a URL's text; when
/// `URL(string:)` takes it, each generated `parse(url)` must give the destination the interpreter
/// gives for `url.absoluteString`, and the generated `url(…)` of it the URL `canonicalURL(for:)`
/// builds. Run from the package root, where the schemas are.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let url = URL(string: text) else { return 0 }
    let absolute = url.absoluteString

    let app: (destination: String?, url: String?)
    if let parsed = AppLinks.parse(url) {
        app = (
            GeneratedTwin.text(tab: parsed.tab.rawValue, routes: parsed.path.map(routeText)),
            AppLinks.url(tab: parsed.tab, path: parsed.path)?.absoluteString
        )
    } else {
        app = (nil, nil)
    }
    let caseless: (destination: String?, url: String?)
    if let parsed = CaselessLinks.parse(url) {
        caseless = (GeneratedTwin.text(tab: nil, routes: parsed.map(routeText)), CaselessLinks.url(path: parsed)?.absoluteString)
    } else {
        caseless = (nil, nil)
    }
    let forms: (destination: String?, url: String?)
    if let parsed = FormsLinks.parse(url) {
        forms = (GeneratedTwin.text(tab: nil, routes: parsed.map(routeText)), FormsLinks.url(path: parsed)?.absoluteString)
    } else {
        forms = (nil, nil)
    }
    let interpreted = (
        app: GeneratedTwin.interpreted(absolute, schema: schemas.app),
        caseless: GeneratedTwin.interpreted(absolute, schema: schemas.caseless),
        forms: GeneratedTwin.interpreted(absolute, schema: schemas.forms)
    )
    if verbose {
        // `GENERATED_FUZZ_VERBOSE=1 .build/fuzz/bin/generated SEED...` shows what is compared.
        print(
            "\(absolute.debugDescription)\n  app      \(app) \(interpreted.app)\n  caseless \(caseless) \(interpreted.caseless)\n  forms    \(forms) \(interpreted.forms)"
        )
    }
    // Trapping is how a property failure reaches libFuzzer, which then saves the input.
    if let failure = GeneratedTwin.compare(absolute, schema: "app.schema.json", generated: app, interpreted: interpreted.app)
        ?? GeneratedTwin.compare(absolute, schema: "caseless.schema.json", generated: caseless, interpreted: interpreted.caseless)
        ?? GeneratedTwin.compare(absolute, schema: "forms.schema.json", generated: forms, interpreted: interpreted.forms)
    {
        fatalError("\(failure)\n  input: \(text.debugDescription)")
    }
    return 0
}

private let verbose = ProcessInfo.processInfo.environment["GENERATED_FUZZ_VERBOSE"] != nil

/// The fixtures' schemas, loaded once, as the generated files were made from them.
private let schemas: (app: RouteSchema, caseless: RouteSchema, forms: RouteSchema) = (
    load("fixtures/routes/app.schema.json"),
    load("fixtures/routes/caseless.schema.json"),
    load("fixtures/forms/forms.schema.json")
)

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
