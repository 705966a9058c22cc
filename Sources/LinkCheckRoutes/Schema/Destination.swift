import LinkCheckCore

/// One value of the app's `enum Route`: a case name and its associated values in declared order.
public struct RouteValue: Sendable, Hashable {
    public var name: String
    public var arguments: [Argument]

    public struct Argument: Sendable, Hashable {
        public var label: String
        public var value: Value

        public init(label: String, value: Value) {
            self.label = label
            self.value = value
        }
    }

    public init(name: String, arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }
}

/// Where a URL takes the app: a selected tab (when the schema has tabs) and a navigation stack,
/// outermost route first.
public struct Destination: Sendable, Hashable {
    public var tab: String?
    public var stack: [RouteValue]

    public init(tab: String?, stack: [RouteValue]) {
        self.tab = tab
        self.stack = stack
    }
}
