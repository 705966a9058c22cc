/// The case-table and schema shapes as a Swift developer would declare them for `JSONDecoder`:
/// the baseline of the JSON and end-to-end rows.
struct CodableTable: Decodable {
    var schema: String?
    var cases: [CodableCase]
}

struct CodableCase: Decodable {
    var url: String
    var expect: CodableDestination?
    var note: String?
}

struct CodableDestination: Decodable, Equatable {
    var tab: String?
    var stack: [CodableRouteValue]
}

/// `"settings"` or `{ "order": { "id": 42 } }`.
struct CodableRouteValue: Decodable, Equatable {
    var name: String
    var arguments: [String: CodableScalar]

    init(name: String, arguments: [String: CodableScalar]) {
        self.name = name
        self.arguments = arguments
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            self.init(name: name, arguments: [:])
            return
        }
        let object = try container.decode([String: [String: CodableScalar]].self)
        guard object.count == 1, let (name, arguments) = object.first else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a route value has one key")
        }
        self.init(name: name, arguments: arguments)
    }

    /// Equal up to optional arguments left out: a missing argument and `null` both mean `nil`.
    static func == (a: CodableRouteValue, b: CodableRouteValue) -> Bool {
        a.name == b.name && a.arguments.filter { $0.value != .null } == b.arguments.filter { $0.value != .null }
    }
}

enum CodableScalar: Decodable, Equatable {
    case int(Int), double(Double), bool(Bool), string(String), null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let v = try? container.decode(Int.self) {
            self = .int(v)
        } else if let v = try? container.decode(Double.self) {
            self = .double(v)
        } else if let v = try? container.decode(Bool.self) {
            self = .bool(v)
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}

struct CodableSchema: Decodable {
    var schemes: [String]?
    var hosts: [String]?
    var tabs: [String]?
    var routes: [String: [String: CodableParameterType]]
    var links: [CodableLink]
}

/// `"int"`, `"string?"`, or an enumeration `["price", "date", null]`.
enum CodableParameterType: Decodable {
    case named(String)
    case enumeration([String?])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) { self = .named(name) } else { self = .enumeration(try container.decode([String?].self)) }
    }
}

struct CodableLink: Decodable {
    var path: String
    var tab: String?
    var stack: [CodableRouteValue]
}
